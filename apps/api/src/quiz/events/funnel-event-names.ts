import { FUNNEL_EVENT_NAMES, type FunnelEventName } from '@tastetype/quiz-domain';

export { FUNNEL_EVENT_NAMES, type FunnelEventName };

/** The fields only one kind of event carries, each required there and refused on any other. */
export const FIELD_OF_EVENT = {
  route: 'page_view',
  question: 'question_answered',
  seconds: 'quiz_complete',
} as const satisfies Record<string, FunnelEventName>;

/** The fields only one kind of event may carry, optional there and refused on any other. */
export const OPTIONAL_FIELD_OF_EVENT = {
  landing: 'page_view',
} as const satisfies Record<string, FunnelEventName>;
