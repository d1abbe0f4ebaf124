// A release built from git history: a detached worktree at its commit, its dependencies, `nx build api`.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CheckFailure, WORKSPACE } from './previous-release.mjs';

const run = promisify(execFile);
const MB = 1024 * 1024;

/** Runs a command to its end; fails in one line naming it, with the end of its output. */
async function step(what, command, args, options) {
  try {
    return (await run(command, args, { maxBuffer: 64 * MB, ...options })).stdout;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n');
    throw new CheckFailure(`${what} failed (${error.code ?? error.signal}):\n${output}`);
  }
}

const lockedPackages = (dir) => JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages ?? {};
const pin = ({ version, integrity, resolved, link }) => JSON.stringify([version, integrity, resolved, link]);

/**
 * True when every package the release's lockfile installs is in this workspace's, at the same path, version and
 * integrity: this node_modules then holds exactly what the release resolves (the root entry, its own manifest, aside).
 */
function coveredByOurs(dir) {
  const ours = lockedPackages(WORKSPACE);
  return Object.entries(lockedPackages(dir)).every(
    ([path, locked]) => path === '' || (ours[path] !== undefined && pin(ours[path]) === pin(locked)),
  );
}

/**
 * Builds `release` (its version and commit) in a worktree under `root` and resolves to its `main.js`; `defer`
 * receives the step that removes the worktree (also when the build fails). Its node_modules is this workspace's
 * own (a link) when its package-lock.json locks nothing this one does not lock alike (identical ones included), else
 * `npm install` makes its own.
 */
export async function buildRelease(release, root, { defer, log }) {
  const dir = join(root, `release-${release.version}`);
  await step('git worktree add', 'git', ['worktree', 'add', '--detach', dir, release.commit], { cwd: WORKSPACE });
  defer(async () => {
    // The link first: removing the worktree must never reach into this workspace's own node_modules.
    await unlink(join(dir, 'node_modules')).catch(() => undefined);
    await run('git', ['worktree', 'remove', '--force', dir], { cwd: WORKSPACE }).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], { cwd: WORKSPACE }).catch(() => undefined);
  });
  const shared = coveredByOurs(dir);
  if (shared) {
    await symlink(join(WORKSPACE, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } else {
    log(`${release.version}'s package-lock.json locks packages this one does not: npm install in its worktree`);
    await step(`npm install of ${release.version}`, 'npm', ['install', '--no-audit', '--no-fund'], { cwd: dir });
  }
  // Its own nx, its own cache folder; never the daemon, which would outlive the worktree.
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  await step(`nx build api of ${release.version}`, 'npx', ['nx', 'build', 'api'], { cwd: dir, env });
  const main = join(dir, 'dist/apps/api/main.js');
  if (!existsSync(main)) throw new CheckFailure(`nx build api of ${release.version} wrote no ${main}`);
  return { ...release, dir, main, sharedModules: shared };
}
