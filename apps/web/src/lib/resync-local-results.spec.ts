import { waitFor } from '@testing-library/react';
import { LOCAL_RESULTS_KEY, markLocalResultShared, readLocalResults, saveLocalResult } from './local-results';
import { resyncLocalResults } from './resync-local-results';

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const CLIENT_ID = '2f1c7a52-93b4-4d0e-9a51-6c3e8b2d1f00';
const SERVER_ID = '7d3b6f8e-2c1a-4e5b-9f0d-1a2b3c4d5e6f';

/** A server that answers each call with the next status; every request is recorded. */
function serverAnswering(...statuses: number[]) {
  const calls: [string, string, unknown][] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push([init.method ?? 'GET', url, init.body ? JSON.parse(String(init.body)) : undefined]);
    const status = statuses.shift() ?? 500;
    if (status === 0) throw new TypeError('Failed to fetch');
    return { ok: status < 300, status, json: async () => ({ id: SERVER_ID }) } as Response;
  });
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true });
  return calls;
}

describe('resending results kept on the device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => Reflect.deleteProperty(window, 'fetch'));

  it('sends each kept result once with its clientId and marks it synced', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID);
    const calls = serverAnswering(201);
    await resyncLocalResults();
    await resyncLocalResults();
    await expect(calls).toEqual([
      ['POST', '/api/personality-results', { personality: 'comfort', answers, clientId: CLIENT_ID }],
    ]);
    await expect(readLocalResults()[0]).toEqual(expect.objectContaining({ serverId: SERVER_ID, shared: false }));
  });

  it('records the share of a result shared while offline, once stored', async () => {
    markLocalResultShared(saveLocalResult('healthy', answers, CLIENT_ID).id);
    const calls = serverAnswering(201, 200);
    await resyncLocalResults();
    await expect(calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      'POST /api/personality-results',
      `PUT /api/personality-results/${SERVER_ID}/share`,
    ]);
    await expect(readLocalResults()[0]).toEqual(expect.objectContaining({ shared: true, sharedOnServer: true }));
  });

  it('keeps a result that could not be sent, and sends it with the same clientId next time', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID);
    serverAnswering(0);
    await resyncLocalResults();
    await expect(readLocalResults()[0].serverId).toBeUndefined();
    const calls = serverAnswering(200);
    await resyncLocalResults();
    await expect(calls.map(([, , body]) => (body as { clientId: string }).clientId)).toEqual([CLIENT_ID]);
    await expect(readLocalResults()[0].serverId).toBe(SERVER_ID);
  });

  it('gives a record from before clientIds one, and keeps it for the retries', async () => {
    localStorage.setItem(
      LOCAL_RESULTS_KEY,
      JSON.stringify([{ id: '1763769600000', personality: 'comfort', date: '2025-11-22', answers, shared: false }]),
    );
    const first = serverAnswering(503);
    await resyncLocalResults();
    const second = serverAnswering(201);
    await resyncLocalResults();
    const sentIds = [...first, ...second].map(([, , body]) => (body as { clientId: string }).clientId);
    await expect(sentIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(sentIds[1]).toBe(sentIds[0]);
  });

  it('skips a record the server refuses outright and goes on with the next', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID, new Date(2026, 0, 5));
    saveLocalResult('healthy', answers, '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', new Date(2026, 0, 6));
    const calls = serverAnswering(400, 201);
    await resyncLocalResults();
    await expect(calls).toHaveLength(2);
    await expect(readLocalResults().map((record) => record.serverId)).toEqual([undefined, SERVER_ID]);
  });

  it('shares a record the visitor shared while it was being sent, in the same run', async () => {
    const { id } = saveLocalResult('comfort', answers, CLIENT_ID);
    const calls = serverAnswering(201, 200);
    const fetch = window.fetch as jest.Mock;
    const answer = fetch.getMockImplementation() as (...args: unknown[]) => Promise<Response>;
    fetch.mockImplementationOnce(async (...args: unknown[]) => {
      markLocalResultShared(id);
      return answer(...args);
    });
    await resyncLocalResults();
    await expect(calls.map(([method]) => method)).toEqual(['POST', 'PUT']);
    await expect(readLocalResults()[0]).toEqual(expect.objectContaining({ serverId: SERVER_ID, sharedOnServer: true }));
  });

  it('runs again when asked while a run is under way', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID, new Date(2026, 0, 5));
    const calls = serverAnswering(201, 201);
    const first = resyncLocalResults();
    saveLocalResult('healthy', answers, '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', new Date(2026, 0, 6));
    void resyncLocalResults();
    await first;
    await waitFor(async () => expect(calls).toHaveLength(2));
    await waitFor(async () => expect(readLocalResults().every((record) => record.serverId)).toBe(true));
  });
});
