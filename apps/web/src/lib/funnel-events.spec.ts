import {
  EMBED_HOST_ID,
  MAX_COMPLETION_SECONDS,
  MAX_EVENTS_PER_BATCH,
  MAX_ROUTE_LENGTH,
  MAX_VITALS_PER_BATCH,
} from '@tastetype/quiz-domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Events = typeof import('./funnel-events');

/** A fresh module (and so a fresh page session) per test, with sendBeacon recorded. */
function loadEvents(beacon: jest.Mock = jest.fn().mockReturnValue(true)): { events: Events; sent: () => unknown[][] } {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  let events!: Events;
  jest.isolateModules(() => (events = jest.requireActual('./funnel-events')));
  const sent = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body).events]);
  return { events, sent };
}

describe('funnel events', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('waits a second, then sends the events as one text beacon to /api/events', async () => {
    const { events, sent } = loadEvents();
    events.track('page_view', { route: '/' });
    events.startAttempt();
    expect(sent()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(sent()).toEqual([
      [
        '/api/events',
        [
          { name: 'page_view', attempt: expect.stringMatching(UUID), landing: true, route: '/' },
          { name: 'quiz_start', attempt: expect.stringMatching(UUID) },
        ],
      ],
    ]);
  });

  it('sends the arrival once with each batch, and marks only the first page_view the landing', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&ref=blog&id=1');
    const beacon = jest.fn().mockReturnValue(true);
    const { events } = loadEvents(beacon);
    window.history.replaceState(null, '', '/');
    events.track('page_view', { route: '/' });
    events.startAttempt();
    events.track('page_view', { route: '/test' });
    events.flushEvents();
    events.track('page_view', { route: '/results/comfort' });
    events.flushEvents();
    const arrival = { utmSource: 'newsletter', ref: 'blog' };
    const batches = beacon.mock.calls.map(([, body]) => JSON.parse(body));
    expect(batches).toEqual([
      {
        arrival,
        events: [
          expect.objectContaining({ name: 'page_view', route: '/', landing: true }),
          expect.not.objectContaining({ landing: expect.anything() }),
          expect.not.objectContaining({ landing: expect.anything() }),
        ],
      },
      { arrival, events: [expect.not.objectContaining({ landing: expect.anything() })] },
    ]);
  });

  it('sends no arrival for a direct visit', async () => {
    const beacon = jest.fn().mockReturnValue(true);
    const { events } = loadEvents(beacon);
    events.track('page_view', { route: '/' });
    events.flushEvents();
    expect(Object.keys(JSON.parse(beacon.mock.calls[0][1]))).toEqual(['events']);
  });

  it("says in every event the publisher's page the quiz runs in, when it runs embedded", async () => {
    const host = document.createElement('script');
    host.type = 'application/json';
    host.id = EMBED_HOST_ID;
    host.textContent = JSON.stringify({ host: 'https://blog.example' });
    document.body.append(host);
    try {
      const { events, sent } = loadEvents();
      events.startAttempt();
      events.flushEvents();
      expect(sent()).toEqual([
        [
          '/api/events',
          [{ name: 'quiz_start', attempt: expect.stringMatching(UUID), embedOrigin: 'https://blog.example' }],
        ],
      ]);
    } finally {
      host.remove();
    }
  });

  it('sends at once when the page is hidden, in batches the server accepts', async () => {
    const { events, sent } = loadEvents();
    for (let i = 0; i < 120; i++) events.track('page_view', { route: '/' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(sent().map(([, batch]) => (batch as unknown[]).length)).toEqual([50, 50, 20]);
  });

  it('sends vitals with the events, no more of them a batch than the server takes, and alone when no event waits', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter');
    const beacon = jest.fn().mockReturnValue(true);
    const { events } = loadEvents(beacon);
    window.history.replaceState(null, '', '/');
    for (let i = 0; i < 60; i++) events.track('page_view', { route: '/' });
    for (let i = 0; i < 26; i++) events.queueVital({ metric: 'CLS', route: '/', le: 0.01 });
    jest.advanceTimersByTime(1000);
    const batches = beacon.mock.calls.map(([, body]) => JSON.parse(body));
    expect(batches.map(({ events, arrival, vitals }) => [events.length, arrival, vitals?.length])).toEqual([
      [50, { utmSource: 'newsletter' }, 12],
      [10, { utmSource: 'newsletter' }, 12],
      // Vitals alone count no visitor: no arrival.
      [0, undefined, 2],
    ]);
    expect(batches[2]).toEqual({ events: [], vitals: [{ metric: 'CLS', route: '/', le: 0.01 }, expect.anything()] });
  });

  it('keeps one attempt from a shared landing through its quiz, and a new one for a retake', async () => {
    const { events, sent } = loadEvents();
    events.markArrivedFromShare();
    events.track('shared_link_landing');
    events.startAttempt();
    events.trackAnswered(1);
    events.trackAnswered(1);
    events.trackCompleted();
    events.startAttempt();
    events.flushEvents();
    const batch = sent()[0][1] as { name: string; attempt: string; fromShare?: boolean; question?: number }[];
    const [first, second] = [batch[0].attempt, batch[4].attempt];
    expect(batch.map(({ name, attempt, fromShare, question }) => [name, attempt, fromShare, question])).toEqual([
      ['shared_link_landing', first, true, undefined],
      ['quiz_start', first, true, undefined],
      ['question_answered', first, true, 1],
      ['quiz_complete', first, true, undefined],
      ['quiz_start', second, true, undefined],
    ]);
    expect(second).not.toBe(first);
    expect(batch[3]).toEqual(expect.objectContaining({ seconds: expect.any(Number) }));
  });

  it('sends a quiz left open for more than a day as a day, which the server accepts', async () => {
    const { events, sent } = loadEvents();
    const now = jest.spyOn(performance, 'now').mockReturnValue(0);
    events.startAttempt();
    now.mockReturnValue(3 * 86_400_000);
    events.trackCompleted();
    events.flushEvents();
    now.mockRestore();
    expect((sent()[0][1] as { seconds?: number }[])[1].seconds).toBe(86_400);
  });

  it('falls back to fetch with keepalive when the beacon is refused, and never throws', async () => {
    const fetch = jest.fn().mockRejectedValue(new Error('offline'));
    Object.defineProperty(window, 'fetch', { value: fetch, configurable: true });
    const { events } = loadEvents(jest.fn().mockReturnValue(false));
    events.track('retake');
    expect(() => events.flushEvents()).not.toThrow();
    expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true }));
    Reflect.deleteProperty(window, 'fetch');
  });

  it("keeps the server's limits, as quiz-domain states them", async () => {
    const { events } = loadEvents();
    expect(events.EVENT_LIMITS).toEqual({
      perBatch: MAX_EVENTS_PER_BATCH,
      vitalsPerBatch: MAX_VITALS_PER_BATCH,
      routeLength: MAX_ROUTE_LENGTH,
      completionSeconds: MAX_COMPLETION_SECONDS,
    });
  });
});
