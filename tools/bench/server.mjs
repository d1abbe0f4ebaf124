import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_MAIN = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/main.js');

/** Starts a server script and resolves once it answers GET /api/personalities on `port`. */
export async function startServer(args, port, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/personalities`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((done) => setTimeout(done, 150));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
}

export async function stopServer(child) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
