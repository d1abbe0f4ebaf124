import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program of Debian's `prometheus` package (the server, and promtool), installed when this machine lacks it, as
 * the Redis and PgBouncer specs install theirs; specs running at once wait for each other's apt lock.
 */
export function prometheusProgram(name: 'prometheus' | 'promtool'): string {
  const path = `/usr/bin/${name}`;
  if (existsSync(path)) return path;
  const apt = 'apt-get -qq -o DPkg::Lock::Timeout=600';
  execFileSync('sh', ['-c', `${apt} update && ${apt} install -y --no-install-recommends prometheus`], {
    stdio: 'ignore',
    timeout: 900_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path)) throw new Error(`Debian's prometheus package is installed, but ${path} is still missing`);
  return path;
}
