// The published contracts of a release: its GraphQL schema, its OpenAPI document (REST calls and webhooks) and its
// embed protocol's messages. A release keeps them in git; one cut before that has them recorded in tools/api/recorded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckFailure, WORKSPACE } from '../upgrade/previous-release.mjs';

export const CONTRACT_FILES = {
  graphql: 'apps/api/schema.gql',
  openapi: 'apps/api/openapi.json',
  embed: 'libs/quiz-domain/embed-protocol.json',
};
const parse = (name, text) => (name === 'graphql' ? text : JSON.parse(text));

/** Where a release's contracts were recorded when its commit does not hold them. */
export const recordedFile = (version, path) => join(WORKSPACE, 'tools/api/recorded', version, path.split('/').at(-1));

function atCommit(commit, path) {
  const shown = spawnSync('git', ['show', `${commit}:${path}`], {
    cwd: WORKSPACE,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return shown.status === 0 ? shown.stdout : undefined;
}

/** The release's contracts, each from its commit, else from its recording; a failure names what is missing. */
export function releaseContracts(release) {
  return Object.fromEntries(
    Object.entries(CONTRACT_FILES).map(([name, path]) => {
      const recorded = recordedFile(release.version, path);
      const text =
        atCommit(release.commit, path) ?? (existsSync(recorded) ? readFileSync(recorded, 'utf8') : undefined);
      if (text === undefined)
        throw new CheckFailure(
          `release ${release.version} holds no ${path}, and none is recorded: node tools/api/record-contracts.mjs ${release.version}`,
        );
      return [name, parse(name, text)];
    }),
  );
}

/** This tree's contracts, as committed. */
export const treeContracts = () =>
  Object.fromEntries(
    Object.entries(CONTRACT_FILES).map(([name, path]) => [
      name,
      parse(name, readFileSync(join(WORKSPACE, path), 'utf8')),
    ]),
  );

/** `value` as JSON the way prettier writes it, so `npm test`'s format check passes on a file written here. */
export async function asPrettyJson(value, path) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(join(WORKSPACE, path))) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: path });
}

export const shortCommit = (commit) =>
  execFileSync('git', ['rev-parse', '--short', commit], { cwd: WORKSPACE, encoding: 'utf8' }).trim();
