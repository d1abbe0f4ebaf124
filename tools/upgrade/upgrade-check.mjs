// The previous release on this release's schema (issue 36, part 4). Builds the release CHANGELOG.md names last from
// its commit (a git worktree), starts it on a fresh PostgreSQL and stores results, shares, funnel events, a key and a
// webhook endpoint through it; applies this release's expand migrations while it runs and saves; proves it still
// saves, shares, reads its analytics and delivers its webhooks, also once restarted (a roll-back); then starts this
// release on the same database, runs the contract step, and compares every stored row before and after.
// Usage: npm run upgrade:check (builds the api first); UPGRADE_FROM=<version> starts from another release.
// Loopback only; bounded by UPGRADE_TIMEOUT_MS (600 s); cleans up on success, failure and Ctrl-C.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN } from '../common/api-build.mjs';
import { freePort } from '../common/processes.mjs';
import { startPostgres } from '../scale/postgres.mjs';
import { newLedger, releaseClient, storeSome } from './calls.mjs';
import { startHookReceiver } from './hook-receiver.mjs';
import { CheckFailure, previousRelease } from './previous-release.mjs';
import { buildRelease } from './release-build.mjs';
import { createKey, operatorCommand, releaseEnv, startRelease } from './release-server.mjs';
import { runCheck, since } from './run-check.mjs';
import { compareSnapshots, snapshot, waitForDeliveries } from './stored-rows.mjs';

const TIMEOUT_MS = Number(process.env.UPGRADE_TIMEOUT_MS ?? 600_000);
const BATCH = { saves: 6, journeys: 3 };

/** REST saves one after another for as long as `work` runs: how many, the longest, and every failure. */
async function savesDuring(client, work) {
  const figures = { saves: 0, longestMs: 0, failures: [] };
  let done = false;
  const loop = (async () => {
    while (!done) {
      const started = Date.now();
      try {
        await client.saveRest();
        figures.saves += 1;
        figures.longestMs = Math.max(figures.longestMs, Date.now() - started);
      } catch (error) {
        figures.failures.push(error.message);
      }
    }
  })();
  try {
    return { output: await work, ...figures };
  } finally {
    done = true;
    await loop;
  }
}

/** What a release must still do: store and share (REST and GraphQL), take events, answer exact analytics, deliver. */
async function proveServes(client, key, receiver) {
  const { ids, shared } = await storeSome(client, BATCH);
  await client.checkAnalytics(key);
  await receiver.waitFor('result.created', ids);
  await receiver.waitFor('result.shared', shared);
  return `${ids.length} saves, ${shared.length} shares, ${BATCH.journeys} journeys, analytics exact, webhooks delivered`;
}

/** SIGTERM, and a failure unless the server exits 0 (requests in flight finished). */
async function stopCleanly(server) {
  const { code, signal } = await server.stop();
  if (code !== 0) throw new CheckFailure(`${server.name} exited ${code ?? signal} on SIGTERM`);
}

runCheck('upgrade:check', TIMEOUT_MS, async ({ root, log, track, defer }) => {
  const release = previousRelease();
  if (!existsSync(API_MAIN)) throw new CheckFailure(`${API_MAIN} is missing: build it first (npx nx build api)`);
  const rows = [];
  const note = (what, value) => rows.push([what, value]);
  const timed = async (what, work) => {
    const started = Date.now();
    const result = await work();
    note(what, since(started));
    return result;
  };

  log(`building ${release.version} (commit ${release.commit.slice(0, 12)}) in a git worktree`);
  const old = await timed(`${release.version} built from git`, () => buildRelease(release, root, { defer, log }));
  const modules = old.sharedModules
    ? "this workspace's (its lockfile's packages are all locked alike here)"
    : 'npm install';
  note('  its node_modules', modules);
  const postgres = await startPostgres(join(root, 'postgres'), await freePort());
  defer(postgres.stop);
  const receiver = await startHookReceiver();
  defer(receiver.close);
  const env = releaseEnv(postgres.url);
  const asOperator = { env, dir: root, track };
  const ledger = newLedger();
  const startOld = (name) => startRelease(old.main, { name, dir: root, env, track });

  log(`${release.version} migrates a fresh database and stores data`);
  let server = await timed(`${release.version} started on a fresh database`, () => startOld(`old-${release.version}`));
  const key = await createKey(old.main, asOperator, 'upgrade check', 'analytics:read,webhooks:manage,keys:manage');
  let client = releaseClient(server.base, release.version, ledger);
  const made = await client.graphql(
    'createWebhookEndpoint',
    `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", events: ["result.created", "result.shared"] }) { endpoint { id } secret } }`,
    key.secret,
  );
  receiver.useSecret(made.createWebhookEndpoint.secret);
  note(`stored through ${release.version}`, await proveServes(client, key.secret, receiver));

  log("this release's expand migrations, while the previous release saves");
  const expand = await savesDuring(client, operatorCommand(API_MAIN, ['migrate'], asOperator, 'expand migrations'));
  if (expand.failures.length > 0)
    throw new CheckFailure(
      `${expand.failures.length} saves failed during the expand migrations: ${expand.failures[0]}`,
    );
  note('expand migrations', expand.output.split('\n').join(' / '));
  note('  saves meanwhile', `${expand.saves}, longest ${expand.longestMs} ms, none failed`);
  note(`${release.version} on the new schema`, await proveServes(client, key.secret, receiver));

  log(`${release.version} restarted on the expanded schema (a roll-back)`);
  await stopCleanly(server);
  server = await startOld(`old-${release.version}-again`);
  client = releaseClient(server.base, release.version, ledger);
  note(`${release.version} restarted on it`, await proveServes(client, key.secret, receiver));
  await waitForDeliveries(postgres.url);
  await stopCleanly(server);

  log('this release starts on the same database; the contract step');
  const before = await snapshot(postgres.url);
  server = await timed('this release started', () =>
    startRelease(API_MAIN, { name: 'current', dir: root, env, track }),
  );
  const contract = await timed('contract step', () =>
    operatorCommand(API_MAIN, ['migrate', '--contract'], asOperator, 'contract step'),
  );
  note('  it said', contract.split('\n').join(' / '));
  const compared = compareSnapshots(before, await snapshot(postgres.url));
  note('rows kept', compared.counts.join(', '));
  if (compared.dropped.length > 0) note('columns the contract step dropped', compared.dropped.join(', '));
  if (compared.problems.length > 0) throw new CheckFailure(`stored data changed: ${compared.problems.join('; ')}`);

  const health = await (await fetch(`${server.base}/health`)).json();
  client = releaseClient(server.base, `this release (${health.version})`, ledger);
  const holder = await client.graphql('currentKey', '{ currentKey { keyId } }', key.secret);
  if (holder.currentKey.keyId !== key.id) throw new CheckFailure(`the key made by ${release.version} is not known`);
  note('this release, same data', await proveServes(client, key.secret, receiver));
  if (receiver.refused.length > 0) throw new CheckFailure(`a webhook failed its signature: ${receiver.refused[0]}`);

  console.log(
    `\nupgrade:check, ${release.version} (${release.commit.slice(0, 12)}) → ${health.version} (${health.commit?.slice(0, 12)})`,
  );
  const width = Math.max(...rows.map(([what]) => what.length));
  for (const [what, value] of rows) console.log(`  ${what.padEnd(width)}  ${value}`);
  console.log(
    `  ${'webhooks verified'.padEnd(width)}  ${receiver.events.length}, signed with the secret ${release.version} gave`,
  );
});
