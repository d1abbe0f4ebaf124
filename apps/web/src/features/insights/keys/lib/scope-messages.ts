import type { InsightsMessage } from '../../shared/insights-messages';

/** What each scope the server knows lets a key do; a scope added later still shows, by its name alone. */
export const SCOPE_MESSAGES: Record<string, InsightsMessage | undefined> = {
  'analytics:read': 'insights.keys.scope.analyticsRead',
  'results:export': 'insights.keys.scope.resultsExport',
  'metrics:read': 'insights.keys.scope.metricsRead',
  'keys:manage': 'insights.keys.scope.keysManage',
  'webhooks:manage': 'insights.keys.scope.webhooksManage',
};
