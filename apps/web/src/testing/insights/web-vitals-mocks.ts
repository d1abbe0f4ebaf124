import type { MockedResponse } from '@apollo/client/testing';
import { type VitalMetric, WebVitalsDocument, type WebVitalsQuery } from '../../features/insights/gql/graphql';

/** As the server sends it: with its type's name, which Apollo's cache writes down. */
type Row = WebVitalsQuery['webVitals'][number] & { __typename: 'WebVitalsRow' };

/** One page's metric as the server gives it: the 75th percentile's bucket bound, and the page loads it comes from. */
export const webVitalsRow = (page: string, metric: VitalMetric, p75: number | null, samples: number): Row => ({
  __typename: 'WebVitalsRow',
  page,
  metric,
  p75,
  samples,
});

/**
 * Answers the webVitals queries whose window starts on `fromDay` (YYYY-MM-DD; any window when not given) with `rows`,
 * or none, so the panel says nothing was measured. renderInsights answers every one with none unless told otherwise.
 */
export function webVitalsMock(match: { fromDay?: string } = {}, rows: readonly Row[] = []): MockedResponse {
  return {
    request: {
      query: WebVitalsDocument,
      variables: (variables: Record<string, unknown>) =>
        match.fromDay === undefined || String(variables['from']).slice(0, 10) === match.fromDay,
    },
    result: { data: { webVitals: rows } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}
