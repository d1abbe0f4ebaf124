import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMFORT_QUIZ,
  type RunningServer,
  startProductionServer,
  stopStrays,
  waitForOutput,
  removeDataDir,
} from '../production-server';

const TOKEN = 'logs-e2e-analytics-token';
const VISITOR = '198.51.100.7';

interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  msg: string;
}

const requestLines = (server: RunningServer): RequestLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === 'request');

describe('logs', () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-logs-'));
    server = await startProductionServer({
      DATA_DIR: dataDir,
      ANALYTICS_TOKEN: TOKEN,
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await stopStrays();
    await removeDataDir(dataDir);
  });

  it('writes one JSON line per request, with its id, route, status and duration, and nothing about the visitor', async () => {
    const visitor = {
      'x-forwarded-for': VISITOR,
      'content-type': 'application/json',
    };
    const saved = await fetch(`${server.url}/api/personality-results`, {
      method: 'POST',
      headers: visitor,
      body: JSON.stringify(COMFORT_QUIZ),
    });
    const { id } = await saved.json();
    const shared = await fetch(`${server.url}/api/personality-results/${id}/share`, {
      method: 'PUT',
      headers: visitor,
    });
    const page = await fetch(`${server.url}/results/comfort?id=${id}`, {
      headers: visitor,
    });
    const bad = await fetch(`${server.url}/api/personality-results`, {
      method: 'POST',
      headers: visitor,
      body: '{"personality":"comfort"}',
    });
    const analytics = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...visitor, authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ query: '{ resultStats { total } }' }),
    });
    const answers = [saved, shared, page, bad, analytics];
    const lastId = analytics.headers.get('x-request-id') ?? '';
    await waitForOutput(server, lastId);

    const lines = requestLines(server);
    const expected = [
      ['POST', '/api/personality-results', 201],
      ['PUT', '/api/personality-results/:id/share', 200],
      ['GET', '/*', 200],
      ['POST', '/api/personality-results', 400],
      ['POST', '/graphql', 200],
    ];
    for (const [index, answer] of answers.entries()) {
      const line = lines.find((each) => each.reqId === answer.headers.get('x-request-id'));
      const [method, route, status] = expected[index];
      expect(line).toEqual({
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method,
        route,
        status,
        ms: expect.any(Number),
        msg: 'request',
      });
    }
    const output = server.output();
    for (const secret of [id, TOKEN, VISITOR, '127.0.0.1', '"mild"', 'cozy']) expect(output).not.toContain(secret);
    // A client's mistake is a request line, not a stack trace.
    expect(output).not.toMatch(/"stack"|\n\s+at /);
  });

  it('logs health probes only at debug level, so they do not fill the log', async () => {
    const probe = await fetch(`${server.url}/health/live`);
    const after = await fetch(`${server.url}/api/personalities`);
    await waitForOutput(server, after.headers.get('x-request-id') ?? '');
    expect(server.output()).not.toContain(probe.headers.get('x-request-id') ?? 'no id');
  });
});
