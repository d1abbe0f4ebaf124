// `npm run image:check`: builds the repository's own Dockerfile with buildah on stand-in bases, runs the image's own
// command, health check and operator commands inside it, checks what it holds, and removes everything it made.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastLines } from '../common/processes.mjs';
import { checkAnswers, checkStored } from './answers.mjs';
import { auditImage } from './audit.mjs';
import { createBuildah } from './buildah.mjs';
import { checkFiles, checkOwnership } from './image-contents.mjs';
import { imageBytes } from './image-size.mjs';
import { startServer, stopServer, untilHealthy } from './run-image.mjs';
import { buildStandInBases } from './stand-in-bases.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const IMAGE = 'localhost/tastetype:image-check';
const logs = join(repo, 'tmp', 'image-check');
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const log = (name) => join(logs, `${name}.log`);
const workDir = mkdtempSync(join(tmpdir(), 'tastetype-image-'));
const b = createBuildah(workDir);
const problems = [];
const began = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** This process's hard limit on open files: the most a RUN step may be given here. */
const openFilesLimit = () => /^Max open files\s+\S+\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))[1];

async function step(name, work) {
  const start = performance.now();
  const found = (await work()) ?? [];
  problems.push(...found.map((problem) => `${name}: ${problem}`));
  console.log(`${found.length ? '✗' : '✓'} ${name} (${seconds(start)})${found.map((p) => `\n    ${p}`).join('')}`);
}

/** One start of the image's command: healthy, answering, then stopped by SIGTERM with nothing left running. */
async function oneStart(container, config, name, whileUp) {
  const server = await startServer(b, container, config, log(name));
  try {
    await untilHealthy(b, container, config, server, log(`${name}-healthcheck`));
    await whileUp(server);
  } finally {
    const stop = await stopServer(server);
    if (stop.code !== 0)
      problems.push(`${name}: exit ${stop.code} after SIGTERM, not 0:\n${lastLines(server.child.logFile)}`);
    if (stop.left.length) problems.push(`${name}: still running after it exited: ${stop.left.join('; ')}`);
  }
  return server;
}

async function operatorCommand(container, args) {
  const run = b.spawnRun(container, ['node', 'apps/api/main.js', ...args], { logFile: log('commands'), capture: true });
  const { code } = await run.exited;
  return code === 0 ? [] : [`node apps/api/main.js ${args.join(' ')} exited ${code}:\n${lastLines(log('commands'))}`];
}

let report = {};
let checkError;
const interrupted = new Promise((resolve) =>
  ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, () => resolve(new Error(`stopped by ${signal}`)))),
);

const workspace = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo }).toString().trim();

async function check() {
  let buildArgs;
  await step('stand-in base images (mmdebstrap, Node 24 from the npm registry)', async () => {
    const bases = await buildStandInBases(b, workDir);
    const release = { VERSION: workspace.version, COMMIT: commit };
    buildArgs = Object.entries({ ...bases, ...release }).flatMap(([arg, name]) => ['--build-arg', `${arg}=${name}`]);
    report.baseBytes = imageBytes(workDir, (await b.inspectImage(bases.NODE_SLIM_IMAGE)).Docker);
  });
  await step('Dockerfile built (buildah bud --isolation chroot)', async () => {
    const bud = ['bud', '--isolation', 'chroot', '--format', 'docker', '--pull=never', ...buildArgs];
    // Docker's builds open files without a tight limit; buildah's RUN default (1024) makes npm install fail with EMFILE.
    bud.push('--ulimit', `nofile=${openFilesLimit()}:${openFilesLimit()}`);
    await b.buildah([...bud, '-t', IMAGE, '-f', join(repo, 'Dockerfile'), repo], { logFile: log('build') });
  });
  const { Docker } = await b.inspectImage(IMAGE);
  const config = Docker.config;
  report.bytes = imageBytes(workDir, Docker);
  const container = await b.container(IMAGE);
  await step('contents: uid 1000, read-only code, no sources, tests or dev dependencies, SBOM', async () => [
    ...(config.Env.includes('HOST=0.0.0.0') ? [] : ['ENV lacks HOST=0.0.0.0: a published port would not reach it']),
    ...(config.Labels?.['org.opencontainers.image.version'] === workspace.version
      ? []
      : [`the org.opencontainers.image.version label is not ${workspace.version}`]),
    ...(await checkOwnership(b, container, log('contents'))),
    ...checkFiles(container.root, workspace),
  ]);
  await step('audit of production dependencies (high or critical fails)', async () => {
    const audit = auditImage(container.root, workDir);
    if (audit.unreachable)
      console.log(`    the registry's audit could not be reached (${audit.unreachable}): not audited`);
    return (audit.serious ?? []).map((advisory) => `known vulnerability: ${advisory}`);
  });
  let saved;
  await step(
    'first start on a fresh /data: HEALTHCHECK healthy, pages and /api answer, a save stored, SIGTERM',
    async () => {
      const server = await oneStart(container, config, 'first-start', async ({ base }) => {
        const answers = await checkAnswers(base);
        const { version, commit: built } = await (await fetch(`${base}/health`)).json();
        if (version !== workspace.version || built !== commit)
          problems.push(`first start: GET /health names ${version} (${built})`);
        saved = answers.id;
        problems.push(...answers.problems.map((problem) => `first start: ${problem}`));
      });
      report.readyMs = server.readyMs;
    },
  );
  await step('second start on the same /data: finds the save; keys list beside it, backup after it', async () => {
    const found = [];
    await oneStart(container, config, 'second-start', async ({ base }) => {
      if (saved) found.push(...(await checkStored(base, saved)));
      found.push(...(await operatorCommand(container, ['keys', 'list'])));
    });
    // Stopped: the server takes its own base backup at start, and a second one at once is refused as busy.
    found.push(...(await operatorCommand(container, ['backup'])));
    return found;
  });
}

try {
  checkError = await Promise.race([check().then(() => undefined), interrupted]);
} catch (error) {
  checkError = error;
} finally {
  await b.cleanUp().catch((error) => problems.push(`clean-up: ${error.message}`));
}
if (checkError) problems.push(checkError.stack ?? String(checkError));
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
if (report.bytes)
  console.log(
    `image size (uncompressed): ${megabytes(report.bytes)}, the slim base ${megabytes(report.baseBytes)} of it`,
  );
if (report.readyMs) console.log(`start to ready on a fresh /data: ${(report.readyMs / 1000).toFixed(1)} s`);
console.log(`image:check took ${seconds(began)}; logs in tmp/image-check/`);
if (problems.length) {
  console.error(`\nimage:check failed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('image:check passed');
