import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: where, with which headers (webhook-id, webhook-signature…), and its body. */
export interface Delivered {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver in the test process, on loopback and a free port: it records every request and answers
 * 200 with a short JSON body, or the status set for a path (`answer`), so each test keeps its own endpoints apart.
 */
export async function startReceiver() {
  const delivered: Delivered[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      delivered.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.get(path) ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (url: string) => url.slice(origin.length);
  return {
    /** An address of its own for each endpoint a test adds. */
    urlFor: (name: string) => `${origin}/hooks/${name}`,
    /** What an endpoint's address got, in order. */
    at: (url: string) => delivered.filter((request) => request.path === pathOf(url)),
    /** How the receiver answers at an address from now on. */
    answer: (url: string, status: number) => statuses.set(pathOf(url), status),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
