import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { runProductionServer, saveQuiz, startProductionServer, stopStrays, waitForOutput } from '../production-server';

const SAVES = 40;

/** A loopback receiver that takes its time, so deliveries are in flight when the api is killed. */
async function slowReceiver() {
  const received: IncomingHttpHeaders[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(request.headers);
      bodies.push(body);
      setTimeout(() => response.writeHead(204).end(), 150);
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, bodies, server };
}

/** Kills the embedded PostgreSQL outright, as a crash would: the postmaster and every process it forked. */
async function killPostgres(dataDir: string): Promise<void> {
  const pid = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const each of [pid, ...children]) process.kill(each, 'SIGKILL');
}

/** A production server on a fresh DATA_DIR, a key made by its CLI, and one endpoint on a slow loopback receiver. */
async function subscribedServer(root: string) {
  const env = { DATA_DIR: join(root, 'data'), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_IN_FLIGHT: '2' };
  const receiver = await slowReceiver();
  const server = await startProductionServer(env);
  const made = await runProductionServer(env, ['keys', 'create', '--name', 'drill', '--scopes', 'webhooks:manage']);
  const key = /^tt_\w+$/m.exec(made.output)?.[0];
  const added = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      query: `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", events: ["result.created"] }) { endpoint { id } } }`,
    }),
  });
  const endpoint = ((await added.json()) as { data: { createWebhookEndpoint: { endpoint: { id: string } } } }).data
    .createWebhookEndpoint.endpoint.id;
  return { env, receiver, server, key, endpoint };
}

describe('kill -9 in the middle of deliveries', () => {
  let root: string;
  afterEach(async () => {
    await stopStrays();
    await rm(root, { recursive: true, force: true });
  });

  it('of the api: every event still arrives at least once, and a duplicate carries the same webhook-id', async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-webhook-kill-'));
    await chmod(root, 0o755); // the postgres user must enter it when the tests run as root
    const subscribed = await subscribedServer(root);
    const { env, receiver, key, endpoint } = subscribed;
    let { server } = subscribed;
    const ids: string[] = [];
    for (let i = 0; i < SAVES; i++) {
      const saved = await saveQuiz(server.url);
      expect(saved.status).toBe(201);
      ids.push(((await saved.json()) as { id: string }).id);
    }
    // Some delivered, the rest waiting or in flight: kill it with no chance to finish anything.
    while (receiver.received.length < 5) await new Promise((done) => setTimeout(done, 20));
    expect(receiver.received.length).toBeLessThan(SAVES);
    expect(await server.signal('SIGKILL')).toBeNull();

    server = await startProductionServer(env);
    const delivered = () =>
      new Set(receiver.bodies.map((body) => (JSON.parse(body) as { data: { id: string } }).data.id));
    // Claims of the killed process come back after their 30 s lease.
    for (let tries = 0; delivered().size < SAVES && tries < 900; tries++)
      await new Promise((done) => setTimeout(done, 100));
    expect([...delivered()].sort()).toEqual([...ids].sort());
    const idsByResult = new Map<string, Set<string>>();
    receiver.bodies.forEach((body, index) => {
      const result = (JSON.parse(body) as { data: { id: string } }).data.id;
      idsByResult.set(
        result,
        (idsByResult.get(result) ?? new Set()).add(String(receiver.received[index]?.['webhook-id'])),
      );
    });
    expect([...idsByResult.values()].every((messageIds) => messageIds.size === 1)).toBe(true);
    // The attempts the killed process had claimed are taken again once their 30 s lease ends, and recorded.
    const statuses = async () => {
      const log = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ query: `{ webhookDeliveries(endpointId: "${endpoint}") { status } }` }),
      });
      const { data } = (await log.json()) as { data: { webhookDeliveries: { status: string }[] } };
      return data.webhookDeliveries.map(({ status }) => status);
    };
    for (let tries = 0; (await statuses()).some((status) => status !== 'succeeded') && tries < 600; tries++) {
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(await statuses()).toEqual(Array(SAVES).fill('succeeded'));
    expect(await server.signal('SIGTERM')).toBe(0);
    receiver.server.close();
  }, 180_000);

  it('of the database: the server brings it back, and every acknowledged result is delivered', async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-webhook-kill-'));
    await chmod(root, 0o755); // the postgres user must enter it when the tests run as root
    const { env, receiver, server } = await subscribedServer(root);
    const ids: string[] = [];
    for (let i = 0; i < SAVES; i++) ids.push(((await (await saveQuiz(server.url)).json()) as { id: string }).id);
    while (receiver.received.length < 5) await new Promise((done) => setTimeout(done, 20));
    await killPostgres(env.DATA_DIR);
    await waitForOutput(server, 'Embedded PostgreSQL is back');
    const delivered = () =>
      new Set(receiver.bodies.map((body) => (JSON.parse(body) as { data: { id: string } }).data.id));
    for (let tries = 0; delivered().size < SAVES && tries < 900; tries++)
      await new Promise((done) => setTimeout(done, 100));
    expect([...delivered()].sort()).toEqual([...ids].sort());
    expect(await server.signal('SIGTERM')).toBe(0);
    receiver.server.close();
  }, 180_000);
});
