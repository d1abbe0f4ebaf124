import { once } from 'node:events';
import { type IncomingHttpHeaders, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a request: a status, with headers, after an optional wait. */
export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number };

/** A real HTTP receiver on loopback that records every request and answers as the test says. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Connections made, so a test can tell a refusal that never connected from a failed answer. */
  connections = 0;
  answer: (request: Received, index: number) => Answer = () => ({ status: 204 });

  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('connection', () => (receiver.connections += 1));
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        const index = receiver.received.push(received) - 1;
        const { status, headers = {}, delayMs = 0 } = receiver.answer(received, index);
        setTimeout(() => response.writeHead(status, headers).end(status >= 400 ? `refused ${index}` : ''), delayMs);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Requests of one message id, in the order they came. */
  of(messageId: string): Received[] {
    return this.received.filter((request) => request.headers['webhook-id'] === messageId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
