import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

export interface Finding {
  file: string;
  /** From 1, in the captured SQL. */
  line: number;
  rule: string;
  message: string;
}

interface Reported {
  file: string;
  line: number;
  rule_name: string;
  message: string;
}

/** squawk-cli's launcher, which picks the binary for this platform; a dev dependency, so its absence is a broken install. */
function squawkLauncher(): string {
  try {
    return join(dirname(require.resolve('squawk-cli/package.json')), 'js', 'bin', 'squawk');
  } catch {
    throw new Error('squawk-cli is not installed (a dev dependency): run `npm install`');
  }
}

/** Lints the given SQL files for PostgreSQL 18 with squawk's default rules but those excluded; resolves to every warning. */
export function squawk(files: string[], exclude: string[]): Finding[] {
  const args = ['--pg-version=18', '--reporter=json', ...(exclude.length ? [`--exclude=${exclude.join(',')}`] : [])];
  const run = spawnSync(process.execPath, [squawkLauncher(), ...args, ...files], { encoding: 'utf8' });
  const reported = run.stdout.trim() ? (JSON.parse(run.stdout) as Reported[]) : [];
  // 0: nothing found; 1 with warnings: found; 1 without any (a missing file) or anything else: squawk itself failed.
  if (run.status !== 0 && (run.status !== 1 || reported.length === 0))
    throw new Error(`squawk exited with ${run.status ?? run.signal}: ${run.stderr || run.stdout}`);
  return reported.map(({ file, line, rule_name, message }) => ({ file, line: line + 1, rule: rule_name, message }));
}
