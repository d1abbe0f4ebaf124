import type { MockedResponse } from '@apollo/client/testing';
import { type AcquisitionDimension, AcquisitionDocument, type AcquisitionQuery } from '../../gql/graphql';
import { ATTRIBUTION_KEYS, type Attribution } from '../lib/attribution';

// For the specs only (nothing in the app imports it): it sits beside the query it answers.

/** As the server sends it: with its type's name, which Apollo's cache writes down. */
type Row = AcquisitionQuery['acquisition'][number] & { __typename: 'AcquisitionRow' };

/** A row as the server gives it; the completion rate is completions ÷ starts. */
export function acquisitionRow(value: string, visitors: number, starts: number, completions: number): Row {
  return {
    __typename: 'AcquisitionRow',
    value,
    visitors,
    starts,
    completions,
    completionRate: starts ? completions / starts : 0,
    shares: Math.floor(completions / 2),
    friendsLanded: completions,
    friendsCompleted: Math.floor(completions / 3),
  };
}

/** What the acquisition query was asked: the dimension, where the quiz ran and the attribution picked. */
export interface AcquisitionMatch extends Attribution {
  by?: AcquisitionDimension;
  ranOn?: string;
  /** The window's first day (YYYY-MM-DD), when it matters. */
  fromDay?: string;
}

/**
 * Answers the acquisition queries that match: `by` when given (any dimension otherwise), and exactly the attribution
 * and where the quiz ran given (none when not); `rows`, or none, so the panel says it has no visitor.
 */
export function acquisitionMock(match: AcquisitionMatch = {}, rows: readonly Row[] = []): MockedResponse {
  return {
    request: {
      query: AcquisitionDocument,
      variables: (variables: Record<string, unknown>) =>
        (match.by === undefined || variables['by'] === match.by) &&
        (match.fromDay === undefined || String(variables['from']).slice(0, 10) === match.fromDay) &&
        variables['ranOn'] === match.ranOn &&
        ATTRIBUTION_KEYS.every((key) => variables[key] === match[key]),
    },
    result: { data: { acquisition: rows } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}

/** Every acquisition query answered with no row: for the specs about the other panels. */
export function anyAcquisitionMock(): MockedResponse {
  return {
    request: { query: AcquisitionDocument, variables: () => true },
    result: { data: { acquisition: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}
