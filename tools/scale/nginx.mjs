import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { spawnLogged } from './processes.mjs';

const INSTALL_TIMEOUT_MS = 300_000;

function findNginx() {
  // sbin folders are often missing from a non-root PATH, and Debian puts nginx there.
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders.filter(Boolean)) {
    try {
      accessSync(join(folder, 'nginx'), constants.X_OK);
      return join(folder, 'nginx');
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** The nginx binary, installed from Debian's packages when it is missing (needs root and apt-get). */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const cannot = (why) =>
    new Error(`nginx is not installed and ${why}: install nginx (e.g. apt-get install nginx) and run again`);
  if (process.getuid?.() !== 0) throw cannot('this script is not root, so it cannot install it');
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0)
    throw cannot('there is no apt-get here');
  console.log('nginx is not installed: apt-get install nginx …');
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq nginx'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: INSTALL_TIMEOUT_MS,
  });
  const installed = findNginx();
  if (install.status !== 0 || !installed) throw cannot(`apt-get failed (status ${install.status ?? install.signal})`);
  return installed;
}

/** A self-contained nginx config: everything in `dir`, loopback only, round robin over the replicas. */
export function nginxConfig(dir, port, upstreamPorts) {
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
  );
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp.join('\n')}
  upstream tastetype {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://tastetype;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 15s;
      # Only the idempotent requests, or ones never sent, move on: a POST already sent is not repeated.
      proxy_next_upstream error timeout http_502 http_503;
      # Which replica answered, so the check can see the dead one is routed around.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Runs nginx in the foreground with its config, pid, logs and temp files all in `dir`. */
export async function startNginx(binary, dir, port, upstreamPorts) {
  await mkdir(join(dir, 'temp'), { recursive: true });
  // As root, nginx's workers run as `nobody` and must reach their temp folders.
  await chmod(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreamPorts));
  return spawnLogged(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], {
    logFile: join(dir, 'stderr.log'),
  });
}
