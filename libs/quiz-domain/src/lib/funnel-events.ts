/** What the web app reports to POST /api/events, in the order a visitor meets them. */
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

/** The most events one batch may hold: the web app sends no more, the api takes no more. */
export const MAX_EVENTS_PER_BATCH = 50;
/** The longest page_view route, in characters; a longer path is no page of the app anyway. */
export const MAX_ROUTE_LENGTH = 200;
/** The longest completion time, in seconds: a quiz left open for longer counts as a day. */
export const MAX_COMPLETION_SECONDS = 86_400;
