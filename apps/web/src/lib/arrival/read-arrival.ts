import type { Arrival } from '@tastetype/quiz-domain';

/**
 * quiz-domain's ARRIVAL_PARAMS and MAX_ARRIVAL_VALUE_LENGTH (a test holds them equal), each field named by its param
 * in camel case. Imported from there, the lib would join the home page's first load, as funnel-events.ts explains.
 */
export const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'ref', 'via'];
export const fieldOf = (param: string) =>
  param.replace(/_(.)/, (_, letter: string) => letter.toUpperCase()) as keyof Arrival;
export const MAX_VALUE_LENGTH = 100;

/** What the page was opened with: its address's query, the referring page, and the publisher's origin when framed. */
export interface Landing {
  search: string;
  referrer: string;
  ownHost: string;
  embedOrigin?: string;
}

/** The arrival a first page reads: the link's tags and the referrer's host alone; undefined when nothing is known (direct). */
export function readArrival({ search, referrer, ownHost, embedOrigin }: Landing): Arrival | undefined {
  const query = new URLSearchParams(search);
  const arrival: Arrival = {};
  for (const param of PARAMS) keep(arrival, fieldOf(param), query.get(param));
  // Framed, the referrer is the publisher's page as the server checked it, not whatever the frame's own referrer says.
  const host = hostOf(embedOrigin ?? referrer);
  if (host !== ownHost) keep(arrival, 'referrer', host);
  return Object.keys(arrival).length ? arrival : undefined;
}

function keep(arrival: Arrival, field: keyof Arrival, value: string | null | undefined): void {
  const kept = value?.trim().slice(0, MAX_VALUE_LENGTH);
  if (kept) arrival[field] = kept;
}

// The host alone: a referrer's path and query can name a person or a private page.
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
