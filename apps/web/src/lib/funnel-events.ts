import type { FunnelEventName, VitalReport } from '@tastetype/quiz-domain';
import { arrival } from './arrival/arrival';
import { embedHostOrigin } from './embed/embed-host';
import { randomId } from './random-id';

interface FunnelEvent {
  name: FunnelEventName;
  attempt: string;
  fromShare?: true;
  route?: string;
  question?: number;
  seconds?: number;
  embedOrigin?: string;
  /** The page session's first page_view: the one its arrival belongs to. */
  landing?: true;
}

const EVENTS_URL = '/api/events';
/**
 * The server's limits, as quiz-domain states them (a test holds them equal). Imported from there, the lib
 * would join the home page's first load: the bundler then splits the entry to share it with the quiz.
 */
export const EVENT_LIMITS = { perBatch: 50, vitalsPerBatch: 12, routeLength: 200, completionSeconds: 86_400 } as const;
/** Events wait this long for company, so one quiz sends a handful of requests, not one per tap. */
const FLUSH_DELAY_MS = 1_000;

/** In memory only, for this page session: no cookie, no stored identifier. The attempt id ties one quiz's steps together. */
const session = {
  attempt: randomId(),
  attemptStarted: false,
  startedAt: 0,
  answered: new Set<number>(),
  fromShare: false,
  /** The publisher's page the quiz runs in, read once; null on the site. */
  embedOrigin: undefined as string | null | undefined,
  landed: false,
};
let queue: FunnelEvent[] = [];
/** The page loads' Core Web Vitals, in buckets: no attempt, nothing that tells one visitor from another. */
let vitals: VitalReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Queues one event; it leaves in the next batch. Never throws: losing an event never breaks the quiz. */
export function track(name: FunnelEventName, details: Pick<FunnelEvent, 'route' | 'question' | 'seconds'> = {}): void {
  session.embedOrigin ??= embedHostOrigin() ?? null;
  const landing = name === 'page_view' && !session.landed;
  session.landed ||= landing;
  queue.push({
    name,
    attempt: session.attempt,
    ...(session.fromShare && { fromShare: true }),
    ...(session.embedOrigin && { embedOrigin: session.embedOrigin }),
    ...(landing && { landing: true }),
    ...details,
  });
  timer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}

/** Queues one Core Web Vital for the next batch; one reported while the page is hidden leaves at once. */
export function queueVital(vital: VitalReport): void {
  vitals.push(vital);
  // web-vitals reports its final values on the visibilitychange whose flush below may have run already.
  if (document.visibilityState === 'hidden') flushEvents();
  else timer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}

/** Sends what is queued with sendBeacon, which outlives the page; fetch with keepalive where it is missing. */
export function flushEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  const [pending, measured] = [queue, vitals];
  queue = [];
  vitals = [];
  const { perBatch, vitalsPerBatch } = EVENT_LIMITS;
  const batches = Math.max(Math.ceil(pending.length / perBatch), Math.ceil(measured.length / vitalsPerBatch));
  for (let index = 0; index < batches; index++) {
    const events = pending.slice(index * perBatch, (index + 1) * perBatch);
    const some = measured.slice(index * vitalsPerBatch, (index + 1) * vitalsPerBatch);
    // The arrival once per batch of events (undefined on a direct visit); vitals alone count no visitor, so go without.
    const body = JSON.stringify({
      events,
      ...(events.length > 0 && { arrival: arrival() }),
      ...(some.length > 0 && { vitals: some }),
    });
    try {
      if (navigator.sendBeacon?.(EVENTS_URL, body)) continue;
      fetch(EVENTS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    } catch {
      // Analytics are best effort.
    }
  }
}

/** A quiz begins: a new attempt unless this one has not started a quiz yet (a landing then its quiz stay one attempt). */
export function startAttempt(): void {
  if (session.attemptStarted) {
    session.attempt = randomId();
    session.answered = new Set();
  }
  session.attemptStarted = true;
  session.startedAt = performance.now();
  track('quiz_start');
}

/** Counted once per question and attempt, however often the visitor steps back and answers again. */
export function trackAnswered(question: number): void {
  if (session.answered.has(question)) return;
  session.answered.add(question);
  track('question_answered', { question });
}

export function trackCompleted(): void {
  const seconds = Math.round((performance.now() - session.startedAt) / 100) / 10;
  // The server takes up to a day: a tab left open overnight still counts, as a day.
  track('quiz_complete', { seconds: Math.min(seconds, EVENT_LIMITS.completionSeconds) });
}

/** From now on this page session's events say it arrived through a shared link. */
export function markArrivedFromShare(): void {
  session.fromShare = true;
}

if (typeof window !== 'undefined') {
  // The last events leave when the page is hidden or closed.
  window.addEventListener('pagehide', flushEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents();
  });
}
