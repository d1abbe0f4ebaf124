import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataDir, startProductionServer, type RunningServer } from './production-server';

const ROOT = join(__dirname, '..', '..', '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const COMMIT = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT }).toString().trim();
const METRICS_TOKEN = 'a-metrics-token-for-the-build-info';

describe('the release a replica runs', () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-build-info-'));
    server = await startProductionServer({ DATA_DIR: dataDir, METRICS_TOKEN, BACKUP_DIR: 'off' });
  });
  afterAll(async () => {
    await server.stop();
    await removeDataDir(dataDir);
  });

  it('is named in the start-up log, by its version and commit', () => {
    expect(server.output()).toContain(`TasteType ${VERSION} (commit ${COMMIT})`);
  });

  it('answers GET /health with its version and commit', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', version: VERSION, commit: COMMIT });
  });

  it('shows in /metrics as tastetype_build_info', async () => {
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toContain(`tastetype_build_info{version="${VERSION}",commit="${COMMIT}"} 1`);
  });
});
