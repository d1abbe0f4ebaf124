import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { API_MAIN } from '../../common/api-build.mjs';
import { rssMb } from '../harness/process-stats.mjs';

/** Runs a command to its end, sampling its resident memory: elapsed seconds, peak RSS, exit code and output. */
export async function runMeasured(command, args, env) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const rss = rssMb(child.pid);
      if (Number.isFinite(rss)) peak = Math.max(peak, rss); // a process exiting has no VmRSS line
    } catch {
      // exited between two samples
    }
  }, 100);
  const [code] = await once(child, 'exit');
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}:\n${output.slice(-2000)}`);
  return { seconds: (Date.now() - started) / 1000, peakMb: peak, output };
}

/** The build measured: this workspace's, or another one's main.js (an earlier release, to compare with). */
export const apiMain = process.env.BENCH_API_MAIN ?? API_MAIN;

/** One of the api's own commands (backup, restore, export, import), measured as runMeasured does. */
export const apiCommand = (args, env) => runMeasured(process.execPath, [apiMain, ...args], env);
