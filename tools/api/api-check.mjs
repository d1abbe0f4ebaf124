// No release breaks a client (issue 47): this tree's GraphQL schema, OpenAPI document (REST and webhooks) and embed
// messages against the previous release's (CHANGELOG.md's last commit), and that release's own clients against this
// release's server. Breaking changes fail unless this release's entry is a new major version naming them; the
// entry's "API changes" list must be what `--write` writes. Usage: npm run api:check [-- --write]; API_FROM=<version>.
import { isDeepStrictEqual } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN } from '../common/api-build.mjs';
import { domain } from '../common/domain.mjs';
import { freePort } from '../common/processes.mjs';
import { startPostgres } from '../scale/postgres.mjs';
import { CheckFailure, WORKSPACE, previousRelease } from '../upgrade/previous-release.mjs';
import { createKey, releaseEnv, startRelease } from '../upgrade/release-server.mjs';
import { runCheck, since } from '../upgrade/run-check.mjs';
import { apiSection, keepSection, unallowedBreaks } from './changelog.mjs';
import { CONTRACT_FILES, asPrettyJson, releaseContracts, shortCommit } from './contracts.mjs';
import { checkDeprecations } from './changes/deprecations.mjs';
import { embedChanges } from './changes/embed-changes.mjs';
import { graphqlChanges } from './changes/graphql-changes.mjs';
import { openApiChanges } from './changes/openapi-changes.mjs';
import { runOldClients } from './old-clients/run-old-clients.mjs';

const TIMEOUT_MS = Number(process.env.API_CHECK_TIMEOUT_MS ?? 300_000);
const SCOPES = 'analytics:read,results:export,keys:manage,webhooks:manage,metrics:read';
const write = process.argv.includes('--write');
const { version } = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8'));

/** This release's server on a fresh PostgreSQL, with a key holding every scope. */
async function serveThisRelease({ root, track, defer }) {
  const postgres = await startPostgres(join(root, 'postgres'), await freePort());
  defer(postgres.stop);
  const env = releaseEnv(postgres.url);
  const server = await startRelease(API_MAIN, { name: 'this-release', dir: root, env, track });
  const key = await createKey(API_MAIN, { env, dir: root, track }, 'api check', SCOPES);
  return { server, key: key.secret };
}

/** This tree's contracts as its code makes them; a committed file that differs is stale (rewritten with --write). */
async function currentContracts(base) {
  const made = {
    graphql: readFileSync(join(WORKSPACE, CONTRACT_FILES.graphql), 'utf8'), // kept current by schema.e2e-spec.ts
    openapi: await (await fetch(`${base}/api/openapi.json`)).json(),
    embed: domain.embedMessageSchemas(),
  };
  const stale = [];
  for (const name of ['openapi', 'embed']) {
    const path = CONTRACT_FILES[name];
    const file = join(WORKSPACE, path);
    const committed = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    if (isDeepStrictEqual(committed, JSON.parse(JSON.stringify(made[name])))) continue;
    if (write) writeFileSync(file, await asPrettyJson(made[name], path));
    else stale.push(`${path} is not what this tree makes: npm run api:check -- --write, and commit it`);
  }
  return { made, stale };
}

const print = (rows) => {
  const width = Math.max(...rows.map(([what]) => what.length));
  for (const [what, value] of rows) console.log(`  ${what.padEnd(width)}  ${value}`);
};

runCheck('api:check', TIMEOUT_MS, async ({ root, log, track, defer }) => {
  const started = Date.now();
  const release = previousRelease(process.env.API_FROM);
  if (!existsSync(API_MAIN)) throw new CheckFailure(`${API_MAIN} is missing: build it first (npx nx build api)`);
  log(`this release's server, and ${release.version}'s contracts (${shortCommit(release.commit)})`);
  const serving = serveThisRelease({ root, track, defer });
  const before = releaseContracts(release);
  const { server, key } = await serving;
  const { made, stale } = await currentContracts(server.base);

  const changes = [
    ...(await graphqlChanges(before.graphql, made.graphql)),
    ...openApiChanges(before.openapi, made.openapi),
    ...embedChanges(before.embed, made.embed),
  ];
  const breaks = unallowedBreaks(changes, release.version);
  const deprecations = checkDeprecations(made.graphql, made.openapi, version);
  const current = await keepSection(apiSection(changes, release), { write });

  log(`${release.version}'s clients against this release's server`);
  const oldClients = await runOldClients(release, {
    base: server.base,
    key,
    dir: root,
    oldSdl: before.graphql,
    newSdl: made.graphql,
  });

  const problems = [
    ...stale,
    ...breaks.map((change) => `breaking: ${change.surface} \`${change.where}\`: ${change.message}`),
    ...deprecations.problems,
    ...(current ? [] : ['CHANGELOG.md\'s "API changes" list is not current: npm run api:check -- --write']),
    ...oldClients.problems,
  ];
  const count = (surface, level) => changes.filter((c) => c.surface === surface && c.level === level).length;
  console.log(`\napi:check, ${release.version} (${shortCommit(release.commit)}) → this tree (${version})`);
  print([
    ...['GraphQL', 'REST', 'webhooks', 'embed'].map((surface) => [
      `${surface} changes`,
      `${count(surface, 'BREAKING')} breaking, ${count(surface, 'DANGEROUS')} dangerous, ${count(surface, 'NON_BREAKING')} safe`,
    ]),
    ...changes
      .filter((c) => c.level === 'DANGEROUS')
      .map((c) => [`  dangerous`, `${c.surface} \`${c.where}\`: ${c.message}`]),
    ['deprecations', deprecations.listed.map(([where, removal]) => `${where} (${removal})`).join(', ') || 'none'],
    ...oldClients.rows,
    ['took', since(started)],
  ]);
  if (write) console.log('\nwrote the contracts and CHANGELOG.md\'s "API changes" list where they were not current');
  if (problems.length > 0) throw new CheckFailure(`${problems.length} problems:\n  ${problems.join('\n  ')}`);
});
