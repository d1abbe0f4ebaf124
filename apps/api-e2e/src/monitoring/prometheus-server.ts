import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { ruleFiles } from './monitoring-files';
import { prometheusProgram } from './prometheus-package';

export interface Alert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: 'pending' | 'firing';
}

export interface RunningPrometheus {
  alerts(): Promise<Alert[]>;
  /** The samples of an instant query. */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  output(): string;
  stop(): Promise<void>;
}

/** A port free now on loopback: Prometheus cannot be told port 0 and say which it took. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Debian's Prometheus on loopback with the shipped rules, unchanged, scraping one server with a key every second and
 * evaluating every second (the shipped config says 15 s: only the test's own is this quick).
 */
export async function startPrometheus(folder: string, target: string, key: string): Promise<RunningPrometheus> {
  await mkdir(folder, { recursive: true });
  const config = join(folder, 'prometheus.yml');
  await writeFile(
    config,
    stringify({
      global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
      rule_files: ruleFiles(),
      scrape_configs: [
        {
          job_name: 'tastetype',
          static_configs: [{ targets: [new URL(target).host] }],
          authorization: { type: 'Bearer', credentials: key },
        },
      ],
    }),
  );
  const url = `http://127.0.0.1:${await freePort()}`;
  const child: ChildProcess = spawn(
    prometheusProgram('prometheus'),
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=${new URL(url).host}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const api = async <T>(path: string): Promise<T> => {
    const body = (await (await fetch(`${url}/api/v1/${path}`)).json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  for (
    let tried = 0;
    !(await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    tried++
  ) {
    if (child.exitCode !== null || tried > 300) throw new Error(`Prometheus did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    alerts: async () => (await api<{ alerts: Alert[] }>('alerts')).alerts,
    query: (expr) => api<{ result: [] }>(`query?query=${encodeURIComponent(expr)}`).then((data) => data.result),
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
