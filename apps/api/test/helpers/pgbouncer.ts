import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { debianProgram } from './debian-package';
import { freePort } from './redis-server';

/** uid and gid of `postgres`: PgBouncer refuses to run as root, so as root it runs as that user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Debian's PgBouncer in transaction pooling mode in front of a PostgreSQL URL's server, for any database on it. */
export class PgBouncer {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    private readonly port: number,
  ) {}

  /**
   * `roundRobin` hands each transaction the server connection idle longest, as a busy pool does, instead of the
   * last one used: a session's state then meets other server connections even when the client is alone.
   */
  static async start(serverUrl: URL, poolSize: number, options: { roundRobin?: boolean } = {}): Promise<PgBouncer> {
    const program = debianProgram('/usr/sbin/pgbouncer', 'pgbouncer');
    const dir = mkdtempSync(join(tmpdir(), 'tastetype-pgbouncer-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    const user = decodeURIComponent(serverUrl.username);
    writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${decodeURIComponent(serverUrl.password)}"\n`, {
      mode: 0o600,
    });
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=127.0.0.1 port=${serverUrl.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${poolSize}`,
        ...(options.roundRobin ? ['server_round_robin = 1', `min_pool_size = ${poolSize}`] : []),
        'ignore_startup_parameters = extra_float_digits,options',
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
    );
    const owner = postgresUser();
    if (owner)
      for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), owner.uid, owner.gid);
    const args = [...(owner ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
    const child = spawn(program, args, { stdio: 'ignore' });
    const bouncer = new PgBouncer(child, dir, port);
    await bouncer.listening();
    return bouncer;
  }

  /** The same URL, through PgBouncer. */
  urlOf(database: URL): string {
    const url = new URL(database);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGINT');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async listening(): Promise<void> {
    const { connect } = await import('node:net');
    for (let attempt = 0; attempt < 100; attempt++) {
      if (this.child.exitCode !== null) throw new Error(`pgbouncer exited (${this.child.exitCode})`);
      const open = await new Promise<boolean>((done) => {
        const socket = connect(this.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          done(true);
        });
        socket.once('error', () => done(false));
      });
      if (open) return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error('pgbouncer did not listen within 5 s');
  }
}
