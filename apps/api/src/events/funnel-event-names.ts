/** What the web app reports, in the order a visitor meets them. */
export const FUNNEL_EVENT_NAMES = [
  'page_view',
  'quiz_start',
  'question_answered',
  'quiz_complete',
  'result_view',
  'share_click',
  'share_success',
  'shared_link_landing',
  'retake',
] as const;

export type FunnelEventName = (typeof FUNNEL_EVENT_NAMES)[number];

/** The fields only one kind of event carries, each required there and refused on any other. */
export const FIELD_OF_EVENT = {
  route: 'page_view',
  question: 'question_answered',
  seconds: 'quiz_complete',
} as const satisfies Record<string, FunnelEventName>;
