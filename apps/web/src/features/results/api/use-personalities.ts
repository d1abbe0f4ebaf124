import { graphql } from '../../../gql';
import type { PersonalitiesQuery } from '../../../gql/graphql';
import { type QueryState, useGraphqlQuery } from '../../../lib/graphql-client';
import { embeddedProfiles } from '../../../lib/embedded-profiles';

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

/** The profiles the page's HTML carries, at once; asked of the server only where the page has none (development). */
export function usePersonalities(): QueryState<PersonalitiesQuery> {
  const embedded = embeddedProfiles();
  const queried = useGraphqlQuery(PERSONALITIES, embedded !== undefined);
  return embedded ? { data: { personalities: embedded }, loading: false } : queried;
}
