import { join } from 'node:path';
import { type RunningServer, waitForOutput } from '../production-server';

/** Preloads the probe that says, on exit, which OpenTelemetry modules the server had loaded. */
export const PROBE = `--require ${JSON.stringify(join(__dirname, 'loaded-modules.cjs'))}`;

export interface RequestLine {
  reqId: string;
  route: string;
  trace_id?: string;
  span_id?: string;
}

const jsonLines = (server: RunningServer): Record<string, unknown>[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

/** The log line the server wrote for an answer, found by its X-Request-Id. */
export async function requestLine(server: RunningServer, answer: Response): Promise<RequestLine> {
  const reqId = answer.headers.get('x-request-id') ?? 'no id';
  await waitForOutput(server, reqId);
  const line = jsonLines(server).find((entry) => entry['msg'] === 'request' && entry['reqId'] === reqId);
  if (!line) throw new Error(`no request line for ${reqId}`);
  return line as unknown as RequestLine;
}

/** What the probe said when the server exited. */
export function loadedModules(server: RunningServer): { modules: number; otel: string[] } {
  const said = jsonLines(server).find((entry) => entry['probe'] === 'loaded-modules');
  if (!said) throw new Error(`the probe said nothing:\n${server.output().slice(-2000)}`);
  return said as unknown as { modules: number; otel: string[] };
}
