import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditServer, type AuditResult } from 'graphql-http';
import { removeDataDir, startProductionServer, stopStrays, type RunningServer } from './production-server';

const API_DOC = join(__dirname, '..', '..', '..', 'docs', 'api.md');
const SECTION = '## GraphQL over HTTP';

/** The audit ids in the first column of the docs section's table: the SHOULDs and MAYs TasteType leaves. */
async function documentedIds(): Promise<string[]> {
  const doc = await readFile(API_DOC, 'utf8');
  const start = doc.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`docs/api.md has no "${SECTION}" section`);
  const rest = doc.slice(start + SECTION.length + 2);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^\|\s*`([0-9A-Z]{4})`\s*\|/gm)].map(([, id]) => id);
}

function describeResult(result: AuditResult): string {
  return result.status === 'ok'
    ? `${result.id} ${result.name}: ok`
    : `${result.id} ${result.name}: ${result.status}, ${result.reason}`;
}

// The reference suite of the GraphQL over HTTP spec, against the server as shipped: only its own DATA_DIR is set.
describe('GraphQL over HTTP, as graphql-http audits it', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let results: AuditResult[];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-graphql-http-'));
    server = await startProductionServer({ DATA_DIR: dataDir });
    results = await auditServer({ url: `${server.url}/graphql` });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await stopStrays();
    await removeDataDir(dataDir);
  });

  it('holds every MUST', () => {
    const musts = results.filter((result) => result.name.startsWith('MUST '));
    expect(musts.length).toBeGreaterThan(0);
    expect(musts.filter((result) => result.status !== 'ok').map(describeResult)).toEqual([]);
  });

  it('names in docs/api.md each SHOULD and MAY it leaves', async () => {
    const documented = new Set(await documentedIds());
    const left = results.filter((result) => !result.name.startsWith('MUST ') && result.status !== 'ok');
    expect(left.filter((result) => !documented.has(result.id)).map(describeResult)).toEqual([]);
  });

  it('leaves each SHOULD and MAY that docs/api.md names', async () => {
    const byId = new Map(results.map((result) => [result.id, result]));
    const stale = (await documentedIds()).filter((id) => {
      const result = byId.get(id);
      return !result || result.status === 'ok' || result.name.startsWith('MUST ');
    });
    expect(
      stale.map((id) => {
        const result = byId.get(id);
        return result ? describeResult(result) : `${id}: no such audit`;
      }),
    ).toEqual([]);
  });
});
