import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { debianProgram } from './debian-package';

/** A port nobody listens on right now, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A real Redis on loopback, kept in memory only; `start` again after `kill` brings it back on the same port. */
export class RedisServer {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const redis = new RedisServer(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const program = debianProgram('/usr/bin/redis-server', 'redis-server');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    this.child = child;
    let output = '';
    await new Promise<void>((ready, fail) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) ready();
      });
      child.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  /** SIGKILL, as a crash would: no goodbye to its clients. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
