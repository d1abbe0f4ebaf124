import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';

/**
 * What the api answers one operation: `data` for these variables (or those a check accepts), `uses` times (once
 * unless told: a second answer then needs a mock of its own, as a refetch after a change does).
 */
export function answerMock(
  query: DocumentNode,
  variables: MockedResponse['request']['variables'],
  data: Record<string, unknown>,
  uses = 1,
): MockedResponse {
  return { request: { query, variables }, result: { data }, maxUsageCount: uses, delay: 0 };
}
