import type { SendResult } from './webhook-sender';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Svix's schedule: the wait before each attempt after the first, about 27 h in all. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
/** An endpoint failing this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;
/** A Retry-After longer than the longest wait of the schedule is held to it. */
const LONGEST_RETRY_AFTER_MS = 10 * HOUR;

export type Verdict =
  | { status: 'succeeded' }
  | { status: 'pending'; nextAttemptAt: Date }
  | { status: 'failed'; disableEndpoint: boolean };

/** What an attempt's answer means: 2xx succeeds; 410 fails and disables; anything else waits for the next attempt, if any. */
export function verdict(result: SendResult, attempts: number, now: Date): Verdict {
  const status = result.httpStatus;
  if (status !== null && status >= 200 && status < 300) return { status: 'succeeded' };
  if (status === 410) return { status: 'failed', disableEndpoint: true };
  const scheduled = RETRY_DELAYS_MS[attempts - 1];
  if (scheduled === undefined) return { status: 'failed', disableEndpoint: false };
  const wait = result.retryAfterMs ? Math.min(result.retryAfterMs, LONGEST_RETRY_AFTER_MS) : scheduled;
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + wait) };
}
