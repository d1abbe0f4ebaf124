import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMFORT_QUIZ,
  type RunningServer,
  runProductionServer,
  saveQuiz,
  startProductionServer,
  stopStrays,
  waitForOutput,
} from '../production-server';
import { OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
import { HookReceiver } from './hook-receiver';
import { loadedModules, PROBE, requestLine } from './server-lines';

const SERVER = 2; // OTLP's span kinds
const CLIENT = 3;
const SAVE_MUTATION =
  'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }';

/** The chain of parents from a span up to its trace's root, the span itself first. */
function ancestry(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const chain = [span];
  for (let parent = span.parentSpanId; parent; ) {
    const next = spans.find((each) => each.spanId === parent);
    if (!next) break;
    chain.push(next);
    parent = next.parentSpanId;
  }
  return chain;
}

const isInsert = (span: ReceivedSpan) =>
  /INSERT INTO personality_results/.test(String(span.attributes['db.query.text']));
const traceparent = (index: number) => `00-${index.toString(16).padStart(32, 'e')}-${'1'.repeat(16)}-01`;

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let root: string;
  let otlp: OtlpReceiver;
  let hooks: HookReceiver;
  let server: RunningServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-traces-'));
    await chmod(root, 0o755); // the postgres user must enter it when the tests run as root
    [otlp, hooks] = await Promise.all([OtlpReceiver.start(), HookReceiver.start()]);
    env = {
      DATA_DIR: join(root, 'data'),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    server = await startProductionServer({ ...env, NODE_OPTIONS: PROBE });
  });
  afterAll(async () => {
    await stopStrays();
    await Promise.all([otlp.stop(), hooks.stop()]);
    await rm(root, { recursive: true, force: true });
  });

  it('makes a GraphQL save one trace: the request, its operation and its INSERT, with the ids of its log line', async () => {
    const saved = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SAVE_MUTATION, variables: { input: COMFORT_QUIZ } }),
    });
    expect(saved.status).toBe(200);
    const line = await requestLine(server, saved);
    expect(line).toMatchObject({ route: '/graphql', trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const traceId = line.trace_id ?? 'none';
    await otlp.waitFor((spans) => spans.some((span) => span.traceId === traceId && isInsert(span)), 'INSERT');
    const spans = otlp.trace(traceId);
    const request = spans.find((span) => span.name === 'POST /graphql');
    const operation = spans.find((span) => span.name === 'mutation Save');
    const insert = spans.find(isInsert);
    expect(request).toMatchObject({ kind: SERVER, scope: '@fastify/otel', resource: { 'service.name': 'tastetype' } });
    expect(request?.parentSpanId ?? '').toBe('');
    expect(operation).toMatchObject({
      scope: 'tastetype',
      attributes: { 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'Save' },
    });
    // The statement sits under the operation, which sits under the request: one tree, one root.
    expect(ancestry(spans, insert as ReceivedSpan)).toEqual(expect.arrayContaining([operation, request]));
    expect(spans.filter((span) => !span.parentSpanId)).toEqual([request]);
    expect(spans.map((span) => span.spanId)).toContain(line.span_id);
    // One span for the operation, none per field resolver.
    expect(spans.filter((span) => span.name.startsWith('graphql.resolve'))).toEqual([]);
  });

  it('continues the trace of an incoming traceparent, and keeps ids out of span names', async () => {
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const parent = '1122334455667788';
    const saved = await fetch(`${server.url}/api/personality-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parent}-01` },
      body: JSON.stringify(COMFORT_QUIZ),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const shared = await fetch(`${server.url}/api/personality-results/${id}/share`, { method: 'PUT' });
    expect((await requestLine(server, saved)).trace_id).toBe(traceId);

    await otlp.waitFor((spans) => spans.some((span) => span.traceId === traceId && isInsert(span)), 'INSERT');
    const request = otlp.trace(traceId).find((span) => span.kind === SERVER);
    expect(request).toMatchObject({ name: 'POST /api/personality-results', parentSpanId: parent });
    const shareTrace = (await requestLine(server, shared)).trace_id ?? 'none';
    await otlp.waitFor((spans) => spans.some((span) => span.traceId === shareTrace), 'share trace');
    expect(JSON.stringify(otlp.trace(shareTrace))).not.toContain(id);
  });

  it('puts a group commit’s one INSERT into the trace of a save of its group, under that save’s request', async () => {
    const saves = Array.from({ length: 30 }, (_, index) =>
      fetch(`${server.url}/api/personality-results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: traceparent(index) },
        body: JSON.stringify(COMFORT_QUIZ),
      }),
    );
    expect((await Promise.all(saves)).map((saved) => saved.status)).toEqual(saves.map(() => 201));
    const ours = new Set(saves.map((_, index) => traceparent(index).split('-')[1]));
    const requests = (spans: ReceivedSpan[]) => spans.filter((span) => ours.has(span.traceId) && span.kind === SERVER);
    await otlp.waitFor((spans) => requests(spans).length === saves.length, 'request span of each save');
    const inserts = otlp.spans.filter((span) => ours.has(span.traceId) && isInsert(span));
    // Fewer statements than saves: some went in groups (unnest), each statement in one save's trace.
    expect(inserts.some((span) => /unnest/.test(String(span.attributes['db.query.text'])))).toBe(true);
    expect(inserts.length).toBeLessThan(saves.length);
    // A group run in the trace of an earlier group's save would give that trace a second INSERT.
    expect(new Set(inserts.map((span) => span.traceId)).size).toBe(inserts.length);
    for (const insert of inserts) {
      expect(ancestry(otlp.trace(insert.traceId), insert).some((span) => span.kind === SERVER)).toBe(true);
    }
  });

  it('sends traceparent with a webhook attempt, naming the attempt’s own span', async () => {
    const made = await runProductionServer(env, ['keys', 'create', '--name', 'traces', '--scopes', 'webhooks:manage']);
    const key = /^tt_\w+$/m.exec(made.output)?.[0];
    const added = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        query: `mutation { createWebhookEndpoint(input: { url: "${hooks.url}", events: ["result.created"] }) { endpoint { id } } }`,
      }),
    });
    const { id } = ((await added.json()) as { data: { createWebhookEndpoint: { endpoint: { id: string } } } }).data
      .createWebhookEndpoint.endpoint;
    // Enabling wakes the dispatcher inside this request: its later attempts must not all join this trace.
    const enabled = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: `mutation { setWebhookEndpointEnabled(id: "${id}", enabled: true) { id } }` }),
    });
    const enabling = (await requestLine(server, enabled)).trace_id;
    expect((await saveQuiz(server.url)).status).toBe(201);

    const delivery = await hooks.next();
    const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(delivery.traceparent ?? '') ?? [];
    expect(traceId).toBeDefined();
    await otlp.waitFor((spans) => spans.some((span) => span.spanId === spanId), 'webhook span');
    const attempt = otlp.spans.find((span) => span.spanId === spanId);
    expect(attempt).toMatchObject({
      traceId,
      name: 'webhook POST',
      kind: CLIENT,
      attributes: { 'server.address': '127.0.0.1', 'http.response.status_code': 204 },
    });
    // A delivery of the outbox is a trace of its own (any replica sends it, after the save has answered).
    expect(attempt?.parentSpanId ?? '').toBe('');
    expect(traceId).not.toBe(enabling);
  });

  it('had OpenTelemetry loaded, as the probe that the next spec trusts can tell', async () => {
    expect(otlp.refused).toEqual([]);
    await server.stop();
    const loaded = loadedModules(server);
    expect(loaded.otel).toEqual(expect.arrayContaining([expect.stringContaining('@opentelemetry/sdk-node')]));
  });
});

describe('traces, with no OTLP endpoint', () => {
  let dataDir: string;
  afterAll(async () => {
    await stopStrays();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads no OpenTelemetry SDK, exporter or instrumentation, and a save’s log line has no trace id', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-no-traces-'));
    await chmod(dataDir, 0o755);
    const server = await startProductionServer({ DATA_DIR: join(dataDir, 'data'), NODE_OPTIONS: PROBE });
    const saved = await saveQuiz(server.url);
    const line = await requestLine(server, saved);
    expect(line.trace_id).toBeUndefined();
    await waitForOutput(server, 'Traces: off');
    await server.stop();
    const loaded = loadedModules(server);
    expect(loaded.modules).toBeGreaterThan(500);
    // prom-client's default metrics have always required the API (a no-op without an SDK): nothing else.
    expect(loaded.otel.filter((file) => !/node_modules[/\\]@opentelemetry[/\\]api[/\\]/.test(file))).toEqual([]);
  });
});
