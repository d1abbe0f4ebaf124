import { ENDPOINT_DISABLED_WHY, type WebhookEvent } from '@tastetype/quiz-domain';
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment } from '../../gql/graphql';
import type { InsightsMessage } from '../../shared/insights-messages';

export type WebhookEndpoint = WebhookEndpointFieldsFragment;
export type WebhookDelivery = WebhookDeliveryFieldsFragment;

/** What an endpoint is now: disabled (by whom or why, since when) outranks failing (since its first failed attempt). */
export type EndpointState =
  | { kind: 'active' }
  | { kind: 'failing'; since: string }
  | { kind: 'disabled'; at: string; reason: string | null };

export function stateOf(endpoint: WebhookEndpoint): EndpointState {
  if (endpoint.disabledAt) return { kind: 'disabled', at: endpoint.disabledAt, reason: endpoint.disabledReason };
  if (endpoint.failingSince) return { kind: 'failing', since: endpoint.failingSince };
  return { kind: 'active' };
}

/** The reasons the server gives for a disabled endpoint, in the page's language; another shows in its own words. */
export const DISABLED_REASONS: Record<string, InsightsMessage | undefined> = {
  [ENDPOINT_DISABLED_WHY.manager]: 'insights.webhooks.reason.manager',
  [ENDPOINT_DISABLED_WHY.gone]: 'insights.webhooks.reason.gone',
  [ENDPOINT_DISABLED_WHY.failing]: 'insights.webhooks.reason.failing',
};

/** A new endpoint takes result.created. */
export const DEFAULT_EVENTS: readonly string[] = ['result.created'];

/** What each event announces. */
export const EVENT_MESSAGES = {
  'result.created': 'insights.webhooks.event.resultCreated',
  'result.shared': 'insights.webhooks.event.resultShared',
} as const satisfies Record<WebhookEvent, InsightsMessage>;

/** A delivery's status in the page's language: pending, succeeded or failed; another shows as the server says it. */
export const STATUS_MESSAGES: Record<string, InsightsMessage | undefined> = {
  pending: 'insights.webhooks.status.pending',
  succeeded: 'insights.webhooks.status.succeeded',
  failed: 'insights.webhooks.status.failed',
};

/** Whether the old secret still signs beside the new one, after a rotation. */
export const stillOverlapping = (endpoint: WebhookEndpoint, now = Date.now()) =>
  !!endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > now;
