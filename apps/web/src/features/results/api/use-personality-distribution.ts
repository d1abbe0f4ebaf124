import { useGraphqlQuery } from '../../../lib/graphql-client';
import { PersonalityDistributionDocument } from '../../../gql/graphql';

/** The share of visitors with this personality, or undefined while unknown (loading, failed, too few results). */
export function usePersonalityShare(personality: string): number | undefined {
  const { data } = useGraphqlQuery(PersonalityDistributionDocument, {});
  return data?.personalityDistribution.find((share) => share.personality === personality)?.percent;
}
