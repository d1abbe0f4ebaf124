import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { LOCAL_RESULTS_KEY, markLocalResultShared, readLocalResults, saveLocalResult } from './local-results';
import { resyncLocalResults } from './resync-local-results';

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const CLIENT_ID = '2f1c7a52-93b4-4d0e-9a51-6c3e8b2d1f00';
const SERVER_ID = '7d3b6f8e-2c1a-4e5b-9f0d-1a2b3c4d5e6f';

/** How the server answers one operation: stored, refused with a GraphQL code, or unreachable. */
type Answer = 'ok' | 'down' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE';

let link: ApolloLink;
jest.mock('../graphql-client', () => ({
  // A client per call, as the page's one would be, talking to the scripted server below.
  loadGraphqlClient: async () => new ApolloClient({ link, cache: new InMemoryCache() }),
}));

/** A GraphQL server that answers each operation with the next answer; every operation is recorded. */
function serverAnswering(...answers: Answer[]) {
  const calls: [string, Record<string, unknown>][] = [];
  link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push([operation.operationName ?? '', operation.variables]);
        const answer = answers.shift() ?? 'down';
        if (answer === 'down') return observer.error(new TypeError('Failed to fetch'));
        const data =
          operation.operationName === 'SaveResult'
            ? { savePersonalityResult: { __typename: 'PersonalityResult', id: SERVER_ID, personality: 'comfort' } }
            : { markShared: { __typename: 'PersonalityResult', id: SERVER_ID, shared: true } };
        observer.next(
          answer === 'ok' ? { data } : { data: null, errors: [{ message: 'refused', extensions: { code: answer } }] },
        );
        observer.complete();
      }),
  );
  return calls;
}

describe('resending results kept on the device, through the same GraphQL save as the quiz', () => {
  beforeEach(() => localStorage.clear());

  it('sends each kept result once with its clientId and its language, and marks it synced', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID, 'es');
    const calls = serverAnswering('ok');
    await resyncLocalResults();
    await resyncLocalResults();
    expect(calls).toEqual([
      ['SaveResult', { input: { personality: 'comfort', answers, clientId: CLIENT_ID, locale: 'es' } }],
    ]);
    expect(readLocalResults()[0]).toEqual(expect.objectContaining({ serverId: SERVER_ID, shared: false }));
  });

  it('records the share of a result shared while offline, once stored', async () => {
    markLocalResultShared(saveLocalResult('healthy', answers, CLIENT_ID, 'en').id);
    const calls = serverAnswering('ok', 'ok');
    await resyncLocalResults();
    expect(calls).toEqual([
      ['SaveResult', expect.anything()],
      ['MarkShared', { id: SERVER_ID }],
    ]);
    expect(readLocalResults()[0]).toEqual(expect.objectContaining({ shared: true, sharedOnServer: true }));
  });

  it.each<Answer>(['down', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'])(
    'keeps a result the server could not take (%s), and sends it with the same clientId next time',
    async (first) => {
      saveLocalResult('comfort', answers, CLIENT_ID, 'en');
      serverAnswering(first);
      await resyncLocalResults();
      expect(readLocalResults()[0].serverId).toBeUndefined();
      const calls = serverAnswering('ok');
      await resyncLocalResults();
      expect(calls.map(([, variables]) => (variables['input'] as { clientId: string }).clientId)).toEqual([CLIENT_ID]);
      expect(readLocalResults()[0].serverId).toBe(SERVER_ID);
    },
  );

  it('gives a record from before clientIds one, and keeps it for the retries', async () => {
    localStorage.setItem(
      LOCAL_RESULTS_KEY,
      JSON.stringify([{ id: '1763769600000', personality: 'comfort', date: '2025-11-22', answers, shared: false }]),
    );
    const first = serverAnswering('SERVICE_UNAVAILABLE');
    await resyncLocalResults();
    const second = serverAnswering('ok');
    await resyncLocalResults();
    const sentIds = [...first, ...second].map(([, variables]) => (variables['input'] as { clientId: string }).clientId);
    expect(sentIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentIds[1]).toBe(sentIds[0]);
  });

  it('skips a record the server refuses outright and goes on with the next', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID, 'en', new Date(2026, 0, 5));
    saveLocalResult('healthy', answers, '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', 'en', new Date(2026, 0, 6));
    const calls = serverAnswering('BAD_USER_INPUT', 'ok');
    await resyncLocalResults();
    expect(calls).toHaveLength(2);
    expect(readLocalResults().map((record) => record.serverId)).toEqual([undefined, SERVER_ID]);
  });

  it('shares a record the visitor shared while it was being sent, in the same run', async () => {
    const { id } = saveLocalResult('comfort', answers, CLIENT_ID, 'en');
    const calls = serverAnswering('ok', 'ok');
    const scripted = link;
    link = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'SaveResult') markLocalResultShared(id);
      return scripted.request(operation, forward) as ReturnType<ApolloLink['request']>;
    });
    await resyncLocalResults();
    expect(calls.map(([name]) => name)).toEqual(['SaveResult', 'MarkShared']);
    expect(readLocalResults()[0]).toEqual(expect.objectContaining({ serverId: SERVER_ID, sharedOnServer: true }));
  });

  it('runs again when asked while a run is under way', async () => {
    saveLocalResult('comfort', answers, CLIENT_ID, 'en', new Date(2026, 0, 5));
    const calls = serverAnswering('ok', 'ok');
    const first = resyncLocalResults();
    saveLocalResult('healthy', answers, '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', 'en', new Date(2026, 0, 6));
    void resyncLocalResults();
    await first;
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(readLocalResults().every((record) => record.serverId)).toBe(true));
  });
});
