import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryEmbedded } from './backups/embedded-database';
import {
  COMFORT_QUIZ,
  type RunningServer,
  startProductionServer,
  stopStrays,
  waitForOutput,
} from './production-server';

const MB = 1024 * 1024;
// Events stop below 100 MB free, saves below 50 MB; the ballast leaves 75, then 30 (PostgreSQL still has room to run).
const FLOOR_MB = 100;

const SAVE_MUTATION = JSON.stringify({
  query:
    'mutation { savePersonalityResult(input: { personality: comfort, answers: { flavor: mild, dining: cozy, cooking: simple } }) { id } }',
});

const save = (url: string, clientId = randomUUID()) =>
  fetch(`${url}/api/personality-results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...COMFORT_QUIZ, clientId }),
  });

const saveOverGraphQL = (url: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: SAVE_MUTATION });

const sendEvents = (url: string) =>
  fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [{ name: 'page_view', attempt: randomUUID(), route: '/' }] }),
  });

/** Polls until `answer()` gives `status`: the server looks at its disk every DISK_CHECK_SECONDS. */
async function untilStatus(answer: () => Promise<Response>, status: number): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await answer();
    if (response.status === status) return response;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`never answered ${status}`);
}

const freeBytes = async (folder: string) => {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
};

/** Takes the disk's free space down to about `leftMb` with a file of zeros: fallocate really takes the pages of a tmpfs. */
async function fillUntil(disk: string, leftMb: number, name: string): Promise<void> {
  const bytes = (await freeBytes(disk)) - leftMb * MB;
  execFileSync('fallocate', ['-l', String(bytes), join(disk, name)]);
}

const linesSaying = (server: RunningServer, text: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(text));

describe('a data disk that fills up, on a tmpfs of its own', () => {
  let root: string;
  let disk: string;
  let server: RunningServer;
  const stored: string[] = [];
  const resent = randomUUID();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-full-disk-'));
    await chmod(root, 0o755); // the `postgres` user must enter it when the tests run as root
    disk = join(root, 'disk');
    await mkdir(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=320m,mode=0755', 'tmpfs', disk]);
    server = await startProductionServer({
      DATA_DIR: join(disk, 'data'),
      BACKUP_DIR: 'off',
      MIN_FREE_DISK_MB: String(FLOOR_MB),
      DISK_CHECK_SECONDS: '1',
    });
    for (const clientId of [resent, randomUUID()]) stored.push((await (await save(server.url, clientId)).json()).id);
  }, 120_000);

  afterAll(async () => {
    await stopStrays();
    try {
      execFileSync('umount', [disk]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('below MIN_FREE_DISK_MB, event batches get 503 with Retry-After while saves still go in', async () => {
    expect((await sendEvents(server.url)).status).toBe(204);
    await fillUntil(disk, FLOOR_MB * 0.75, 'ballast-1');

    const refused = await untilStatus(() => sendEvents(server.url), 503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).message).toBe(
      'The server is nearly out of disk space: event batches are refused until some is freed',
    );
    const saved = await save(server.url);
    expect(saved.status).toBe(201);
    stored.push((await saved.json()).id);
    expect((await (await saveOverGraphQL(server.url)).json()).data.savePersonalityResult.id).toBeDefined();
    await waitForOutput(server, 'under MIN_FREE_DISK_MB (100 MB): refusing event batches with 503');
  });

  it('below half of it, saves get 503 with Retry-After too, over REST and GraphQL, and what was stored stays', async () => {
    await fillUntil(disk, FLOOR_MB * 0.3, 'ballast-2');

    const refused = await untilStatus(() => save(server.url), 503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).message).toBe(
      'The server is nearly out of disk space: results cannot be saved until some is freed',
    );
    const graphql = await saveOverGraphQL(server.url);
    expect(graphql.headers.get('retry-after')).toBe('1');
    expect((await graphql.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect((await sendEvents(server.url)).status).toBe(503);
    // A resend of an acknowledged save writes nothing: it still gets its stored result.
    const again = await save(server.url, resent);
    expect([again.status, (await again.json()).id]).toEqual([200, stored[0]]);
    const rows = await queryEmbedded<{ id: string }>(
      join(disk, 'data'),
      `SELECT id FROM personality_results WHERE id IN (${stored.map((id) => `'${id}'`).join(', ')})`,
    );
    expect(rows).toHaveLength(stored.length);
    await waitForOutput(server, 'under half of MIN_FREE_DISK_MB (50 MB): refusing saves with 503');
  });

  it('takes both again once the space returns, and says each change once', async () => {
    await Promise.all(['ballast-1', 'ballast-2'].map((name) => rm(join(disk, name))));

    expect((await untilStatus(() => save(server.url), 201)).status).toBe(201);
    expect((await untilStatus(() => sendEvents(server.url), 204)).status).toBe(204);
    await waitForOutput(server, 'taking event batches again');
    // pino's levels: 50 is error, 30 info.
    const levels = (text: string) =>
      linesSaying(server, text).map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels('refusing event batches with 503')).toEqual([50]);
    expect(levels('refusing saves with 503')).toEqual([50]);
    expect(levels('free again: taking event batches again')).toEqual([30]);
    expect(levels('free again: taking saves again')).toEqual([30]);
  });
});
