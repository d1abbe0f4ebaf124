// buildah on a storage of its own under one folder, so a check sees only its own images and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureProgram } from '../common/debian.mjs';
import { lastLines } from '../common/processes.mjs';
import { processesInside, runRoot } from './container-processes.mjs';

/** Runs buildah with this check's storage; resolves its stdout, rejects with its last words. */
function runBuildah(storage, args, { logFile, timeoutMs = 600_000 } = {}) {
  const output = logFile ? openSync(logFile, 'a') : 'pipe';
  const child = spawn('buildah', [...storage, ...args], { stdio: ['ignore', output, output] });
  let stdout = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stdout += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return once(child, 'exit').then(([code, signal]) => {
    clearTimeout(timer);
    if (code === 0) return stdout.trim();
    const words = logFile ? lastLines(logFile, 25) : stdout.trim();
    throw new Error(`buildah ${args.slice(0, 2).join(' ')} failed (${signal ?? `exit ${code}`}):\n${words}`);
  });
}

const mountsUnder = (dir) =>
  readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point) => point?.startsWith(dir));

export function createBuildah(workDir) {
  ensureProgram('buildah');
  const storage = [
    '--root',
    join(workDir, 'storage'),
    '--runroot',
    join(workDir, 'run'),
    '--storage-driver',
    'overlay',
  ];
  const buildah = (args, options) => runBuildah(storage, args, options);
  const runs = new Set();
  const roots = new Set();
  /** Remembers where a run's processes live, so the clean-up finds them even once orphaned. */
  const rootOfRun = (child) => {
    const root = child.root ?? runRoot(child);
    if (root) roots.add((child.root = root));
    return root;
  };

  return {
    buildah,
    /** A container of `image`, mounted: its root folder is where the host sees its files and processes. */
    async container(image) {
      const name = await buildah(['from', '--quiet', '--pull=never', image]);
      const root = await buildah(['mount', name]);
      return { name, root };
    },
    /** `buildah run` as a child process: the image's own user, environment and working folder unless told. */
    spawnRun(container, command, { env = {}, logFile, capture = false }) {
      const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
      const args = [...storage, 'run', '--isolation', 'chroot', ...envArgs, container.name, '--', ...command];
      const log = openSync(logFile, 'a');
      const child = spawn('buildah', args, { stdio: ['ignore', capture ? 'pipe' : log, log] });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.output = () => output.trim();
      child.logFile = logFile;
      child.exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
      runs.add(child);
      return child;
    },
    rootOfRun,
    async inspectImage(image) {
      return JSON.parse(await buildah(['inspect', '--type', 'image', image]));
    },
    /** Kills what still runs inside, removes every container and image, unmounts, deletes the folder. */
    async cleanUp() {
      for (const child of runs) if (child.exitCode === null && child.signalCode === null) rootOfRun(child);
      for (const root of roots) for (const { pid } of processesInside(root)) process.kill(pid, 'SIGKILL');
      for (const child of runs) child.kill('SIGKILL');
      const quietly = (args) => buildah(args, { timeoutMs: 120_000 }).catch((error) => console.error(error.message));
      await quietly(['rm', '--all']);
      await quietly(['rmi', '--all', '--force']);
      for (const point of mountsUnder(workDir).reverse()) spawnSync('umount', ['--lazy', point]);
      rmSync(workDir, { recursive: true, force: true });
      const left = [...mountsUnder(workDir), ...(existsSync(workDir) ? [workDir] : [])];
      if (left.length) throw new Error(`left behind: ${left.join(', ')}`);
    },
  };
}
