import { graphql } from '../../../gql';
import { useGraphqlQuery } from '../../../lib/graphql-client';

const PERSONALITY_DISTRIBUTION = graphql(`
  query PersonalityDistribution {
    personalityDistribution {
      personality
      percent
    }
  }
`);

/** The share of visitors with this personality, or undefined while unknown (loading, failed, too few results). */
export function usePersonalityShare(personality: string): number | undefined {
  const { data } = useGraphqlQuery(PERSONALITY_DISTRIBUTION, {});
  return data?.personalityDistribution.find((share) => share.personality === personality)?.percent;
}
