import { EMBED_HOST_ID, VITAL_BUCKETS } from '@tastetype/quiz-domain';
import { BUCKETS } from './measure-vitals';

type Report = (metric: { name: string; value: number; id: string; rating: string; delta: number }) => void;

/** What web-vitals was handed, by metric: the page calls these with its final values. */
const mockRegistered: Record<string, Report[]> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: Report) => (mockRegistered[name] ??= []).push(report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});

type Vitals = typeof import('./report-web-vitals');
type Events = typeof import('../funnel-events');

/** A fresh page session loaded at `path`, its beacons recorded as the JSON they carry. */
function loadPage(path: string): { vitals: Vitals; events: Events; batches: () => unknown[] } {
  window.history.replaceState(null, '', path);
  const beacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  let vitals!: Vitals;
  let events!: Events;
  jest.isolateModules(() => {
    events = jest.requireActual('../funnel-events');
    vitals = jest.requireActual('./report-web-vitals');
  });
  return { vitals, events, batches: () => beacon.mock.calls.map(([, body]) => JSON.parse(body)) };
}

/** The browser goes idle: web-vitals downloads and registers. */
async function idle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(200);
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
}

const measured = (name: string, value: number) =>
  mockRegistered[name].forEach((report) =>
    report({ name, value, id: 'v6-1764979200000-123', rating: 'good', delta: value }),
  );

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('web vitals', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    for (const name of Object.keys(mockRegistered)) delete mockRegistered[name];
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'visibilityState');
    window.history.replaceState(null, '', '/');
  });

  it('downloads web-vitals only once the browser is idle, and registers LCP, INP and CLS once a page session', async () => {
    const { vitals } = loadPage('/');
    vitals.reportWebVitalsOnIdle();
    vitals.reportWebVitalsOnIdle();
    await Promise.resolve();
    expect(mockRegistered).toEqual({});
    await idle();
    expect(Object.fromEntries(Object.entries(mockRegistered).map(([name, reports]) => [name, reports.length]))).toEqual(
      { LCP: 1, INP: 1, CLS: 1 },
    );
  });

  it('sends each report in its bucket with the next batch, for the page it loaded with, and nothing else', async () => {
    const { vitals, events, batches } = loadPage('/es/test');
    vitals.reportWebVitalsOnIdle();
    await idle();
    events.track('page_view', { route: '/es/test' });
    measured('LCP', 2300);
    // A soft navigation: web-vitals goes on measuring the page load.
    window.history.pushState(null, '', '/es/results/comfort');
    measured('INP', 1200);
    expect(batches()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(batches()).toEqual([
      {
        events: [expect.objectContaining({ name: 'page_view', route: '/es/test' })],
        vitals: [
          { metric: 'LCP', route: '/es/test', le: 2500 },
          { metric: 'INP', route: '/es/test', le: null },
        ],
      },
    ]);
  });

  it('sends a report made while the page is hidden at once, alone: the funnel events left already', async () => {
    const { vitals, events, batches } = loadPage('/test');
    vitals.reportWebVitalsOnIdle();
    await idle();
    events.track('quiz_start');
    hide();
    expect(batches()).toHaveLength(1);
    // web-vitals' own listener on the same visibilitychange, after the funnel's.
    measured('CLS', 0.02);
    measured('LCP', 900);
    expect(batches().slice(1)).toEqual([
      { events: [], vitals: [{ metric: 'CLS', route: '/test', le: 0.05 }] },
      { events: [], vitals: [{ metric: 'LCP', route: '/test', le: 1000 }] },
    ]);
  });

  it('reports inside an embed frame too, as the frame’s page, without the publisher’s origin', async () => {
    const host = Object.assign(document.createElement('script'), { type: 'application/json', id: EMBED_HOST_ID });
    host.textContent = JSON.stringify({ host: 'https://blog.example' });
    document.body.append(host);
    try {
      const { vitals, batches } = loadPage('/embed/quiz');
      vitals.reportWebVitalsOnIdle();
      await idle();
      hide();
      measured('INP', 120);
      expect(batches()).toEqual([{ events: [], vitals: [{ metric: 'INP', route: '/embed/quiz', le: 150 }] }]);
    } finally {
      host.remove();
    }
  });

  it('measures a page restored from the back/forward cache as the page it shows', async () => {
    const { vitals, events, batches } = loadPage('/');
    vitals.reportWebVitalsOnIdle();
    await idle();
    window.history.pushState(null, '', '/results/comfort');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    measured('CLS', 0);
    window.dispatchEvent(Object.defineProperty(new Event('pageshow'), 'persisted', { value: true }));
    measured('LCP', 40);
    events.flushEvents();
    expect(batches()[0]).toEqual({
      events: [],
      vitals: [
        { metric: 'CLS', route: '/', le: 0.01 },
        { metric: 'LCP', route: '/results/comfort', le: 500 },
      ],
    });
  });

  it('keeps nothing in cookies or storage', async () => {
    const { vitals, events } = loadPage('/test');
    vitals.reportWebVitalsOnIdle();
    await idle();
    events.track('page_view', { route: '/test' });
    measured('LCP', 3100);
    measured('CLS', 0.3);
    hide();
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });

  it("buckets as the server does, by quiz-domain's bounds", () => {
    expect(BUCKETS).toEqual(VITAL_BUCKETS);
  });
});
