// A rolling upgrade under load (issue 36, part 5). In scale:check's topology (nginx, PgBouncer, a streaming replica,
// Redis) three replicas of the previous release (built from git as upgrade:check builds it) are replaced one at a
// time by this release while saves, shares, event batches and analysts' reads go on through nginx: each replica
// leaves nginx's upstream (a reload), gets SIGTERM, is started on this release (the first runs the expand
// migrations) and is put back; then the contract step runs. Fails when more than 0.1 % of requests fail or any
// acknowledged save or share is missing. Usage: npm run upgrade:rolling (builds the api first); UPGRADE_FROM as in
// upgrade:check. Loopback only; bounded by UPGRADE_TIMEOUT_MS (600 s); cleans up on success, failure and Ctrl-C.
import { existsSync, readFileSync } from 'node:fs';
import { API_MAIN } from '../common/api-build.mjs';
import { sleep } from '../common/processes.mjs';
import { ensurePrograms } from '../scale/stack.mjs';
import { storedFigures } from '../scale/stored.mjs';
import { CheckFailure, previousRelease } from './previous-release.mjs';
import { buildRelease } from './release-build.mjs';
import { createKey, operatorCommand } from './release-server.mjs';
import { saveTimes, startLoad } from './rolling-load.mjs';
import { startRollingStack } from './rolling-stack.mjs';
import { runCheck, since } from './run-check.mjs';

const TIMEOUT_MS = Number(process.env.UPGRADE_TIMEOUT_MS ?? 600_000);
const REPLICAS = 3;
const LOAD = { workers: 8, pauseMs: 20 };
const SETTLE_MS = 2000;
/** The floor for failed requests; its goal is none. */
const MAX_FAILED_SHARE = 0.001;

const ms = (from, to) => `${to - from} ms`;

runCheck('upgrade:rolling', TIMEOUT_MS, async ({ root, log, track, defer }) => {
  const release = previousRelease();
  if (!existsSync(API_MAIN)) throw new CheckFailure(`${API_MAIN} is missing: build it first (npx nx build api)`);
  const binaries = ensurePrograms();

  log(`building ${release.version} (commit ${release.commit.slice(0, 12)}) in a git worktree`);
  const built = Date.now();
  const old = await buildRelease(release, root, { defer, log });
  const buildTime = since(built);
  log(`${REPLICAS} replicas of ${release.version} behind nginx, on PgBouncer, a streaming replica and Redis`);
  const stack = await startRollingStack(root, binaries, { count: REPLICAS, main: old.main, track, defer });
  const direct = { env: { ...stack.env, DATABASE_URL: stack.postgres.url }, dir: root, track };
  const key = await createKey(old.main, direct, 'rolling upgrade', 'analytics:read');

  const load = startLoad(stack.base, { ...LOAD, key: key.secret });
  const loadStart = Date.now();
  await sleep(SETTLE_MS);
  const rolls = [];
  for (const replica of [...stack.replicas]) {
    log(`${replica.name} (${release.version}) out of nginx, SIGTERM, this release in its place, back in`);
    rolls.push(await stack.replace(replica, API_MAIN));
  }
  log('the contract step, load still on');
  const contractStart = Date.now();
  const contract = await operatorCommand(API_MAIN, ['migrate', '--contract'], direct, 'contract step');
  const contractEnd = Date.now();
  await sleep(SETTLE_MS);
  const figures = await load.stop();
  const loadEnd = Date.now();

  const savedIds = figures.saved;
  const sharedIds = figures.shared;
  const stored = await storedFigures(stack.postgres.url, savedIds, sharedIds);
  const builds = await Promise.all(stack.replicas.map(async (r) => (await fetch(`${r.base}/health`)).json()));
  const windows = Object.fromEntries(rolls.map((roll) => [roll.from, [roll.steps.began, roll.steps.back]]));
  const times = saveTimes(figures.saveMs, { ...windows, contract: [contractStart, contractEnd] });
  const sent = Object.values(figures.sent).reduce((a, b) => a + b, 0);
  const failedShare = figures.failed.length / Math.max(1, sent);
  const nginxErrors = readFileSync(stack.nginxLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('upstream'));

  const rows = [
    [`${release.version} built from git`, buildTime],
    ['load', `${LOAD.workers} clients for ${ms(loadStart, loadEnd)}: ${JSON.stringify(figures.sent)}`],
    ...rolls.map(({ from, to, steps }) => [
      `${from} → ${to}`,
      `drained ${ms(steps.began, steps.drained)}, stopped ${ms(steps.drained, steps.stopped)}, ` +
        `ready ${ms(steps.stopped, steps.ready)}, back ${ms(steps.ready, steps.back)}; longest save ${times.within[from]} ms`,
    ]),
    ['contract step', `${ms(contractStart, contractEnd)}: ${contract.split('\n').join(' / ')}`],
    ['failed requests', `${figures.failed.length} of ${sent} (${(failedShare * 100).toFixed(3)} %)`],
    ['  sent again', `${figures.resent}: a kept-alive connection nginx closed unanswered as it reloaded`],
    ...figures.failed
      .slice(0, 5)
      .map((f) => ['  failed', `${f.kind} ${f.status} at ${ms(loadStart, f.at)}: ${f.body ?? ''}`]),
    ['saves acknowledged / stored', `${savedIds.length} / ${stored.savedIdsStored}`],
    ['shares acknowledged / stored shared', `${sharedIds.length} / ${stored.sharedIdsStoredShared}`],
    ['save time', `longest ${times.longest} ms, p99 ${times.p99} ms, median ${times.median} ms`],
    ['replicas now', builds.map((b) => `${b.version} (${b.commit?.slice(0, 12)})`).join(', ')],
    ['nginx upstream errors', nginxErrors.length],
  ];
  console.log(`\nupgrade:rolling, ${REPLICAS} replicas from ${release.version} to this release under load`);
  const width = Math.max(...rows.map(([what]) => what.length));
  for (const [what, value] of rows) console.log(`  ${what.padEnd(width)}  ${value}`);

  const problems = [];
  if (stored.savedIdsStored !== savedIds.length)
    problems.push(`${savedIds.length - stored.savedIdsStored} acknowledged saves are missing`);
  if (stored.sharedIdsStoredShared !== sharedIds.length)
    problems.push(`${sharedIds.length - stored.sharedIdsStoredShared} acknowledged shares are not stored as shared`);
  if (failedShare > MAX_FAILED_SHARE)
    problems.push(`${figures.failed.length} of ${sent} requests failed, above ${MAX_FAILED_SHARE * 100} %`);
  if (problems.length > 0) throw new CheckFailure(problems.join('; '));
});
