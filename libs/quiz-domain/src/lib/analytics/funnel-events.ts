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

/**
 * What the first page of a page session knows of where its visitor came from, sent with that session's funnel
 * events and its saved result. Only tags and the referrer's host: never a path, a query or an identifier.
 */
export interface Arrival {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
  /** Plausible's `ref`: a source named in the link itself. `share` marks a friend's shared result link. */
  ref?: string;
  /** The referring page's host alone, or the publisher's host inside an embed. */
  referrer?: string;
  /** How a shared link was passed on: `sheet` (the device's share sheet) or `embed` (shared from a frame). */
  via?: string;
}

/** The query parameters read on arrival, each with the Arrival field it fills. */
export const ARRIVAL_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
  ref: 'ref',
  via: 'via',
} as const satisfies Record<string, keyof Arrival>;

/** The longest value kept of any arrival field, in characters; longer ones are cut, never refused. */
export const MAX_ARRIVAL_VALUE_LENGTH = 100;
