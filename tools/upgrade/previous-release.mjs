// Which release the upgrade checks start from: the newest CHANGELOG.md entry that names its commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A failure the check explains in its own words: printed as one line, without a stack trace. */
export class CheckFailure extends Error {}

const git = (args) => execFileSync('git', args, { cwd: WORKSPACE, encoding: 'utf8' }).trim();

/** Every `## [x.y.z]` entry of the changelog, newest first, with the commit its `Commit:` line names (if any). */
export function releases(changelog = readFileSync(join(WORKSPACE, 'CHANGELOG.md'), 'utf8')) {
  const found = [];
  for (const line of changelog.split('\n')) {
    const heading = /^## \[(\d+\.\d+\.\d+[^\]]*)\]/.exec(line);
    if (heading) found.push({ version: heading[1], commit: undefined });
    const commit = /^Commit:\s*`?([0-9a-f]{7,40})`?\s*$/.exec(line);
    if (commit && found.length > 0 && !found.at(-1).commit) found.at(-1).commit = commit[1];
  }
  return found;
}

/**
 * The release to upgrade from: UPGRADE_FROM's version when set (to try a skipped one), else the newest entry whose
 * commit is named. Fails in one line when there is none, or when this clone does not hold its commit.
 */
export function previousRelease(wanted = process.env.UPGRADE_FROM) {
  const named = releases().filter((release) => release.commit);
  const release = wanted ? named.find((r) => r.version === wanted) : named[0];
  if (!release)
    throw new CheckFailure(
      wanted
        ? `CHANGELOG.md has no release ${wanted} with a Commit: line`
        : 'CHANGELOG.md names no release commit (a "Commit: <sha>" line under a "## [x.y.z]" entry)',
    );
  const present = spawnSync('git', ['cat-file', '-e', `${release.commit}^{commit}`], { cwd: WORKSPACE });
  if (present.status !== 0) {
    const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
    throw new CheckFailure(
      `commit ${release.commit} of release ${release.version} is not in this clone` +
        (shallow ? ' (it is shallow: git fetch --unshallow, or clone without --depth)' : ' (git fetch it first)'),
    );
  }
  return { ...release, commit: git(['rev-parse', `${release.commit}^{commit}`]) };
}
