// The registry's audit of the image's production lockfile, where this machine can reach it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const SERIOUS = ['high', 'critical'];

/** High and critical advisories of the image's dependencies, or `unreachable` saying why none could be read. */
export function auditImage(root, workDir) {
  const dir = join(workDir, 'audit');
  mkdirSync(dir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(root, 'app', file), join(dir, file));
  const run = spawnSync('npm', ['audit', '--package-lock-only', '--omit=dev', '--json'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = {};
  }
  if (!report.metadata?.vulnerabilities) {
    const why =
      report.error?.summary ||
      run.stderr
        ?.trim()
        .split('\n')
        .find((line) => /audit|ERR/i.test(line));
    const said = why || run.error?.message || `npm audit exited ${run.status}`;
    return { unreachable: said.replace(/https?:\/\/\S+/g, '(the registry)') };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter(({ severity }) => SERIOUS.includes(severity));
  return { serious: serious.map(({ name, severity }) => `${name} (${severity})`) };
}
