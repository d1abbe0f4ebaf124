import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const PERSONALITIES = graphql(`
  query Personalities {
    personalities {
      key
      title
      description
      color
      traits
      foods
      image
    }
  }
`);

export function usePersonalities() {
  return useQuery(PERSONALITIES);
}
