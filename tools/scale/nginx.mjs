import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureProgram } from '../common/debian.mjs';
import { spawnLogged } from '../common/processes.mjs';

/** The nginx binary, installed from Debian's packages when it is missing (needs root and apt-get). */
export const ensureNginx = () => ensureProgram('nginx');

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
      # Appended, as a CDN in front would: the replicas believe two hops (TRUST_PROXY=2).
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
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
