import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on loopback that keeps the traceparent of each delivery it is sent. */
export class HookReceiver {
  private readonly deliveries: { traceparent?: string }[] = [];

  private constructor(private readonly server: Server) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  static async start(): Promise<HookReceiver> {
    const server = createServer();
    const receiver = new HookReceiver(server);
    server.on('request', (request, response) => {
      request.resume();
      request.on('end', () => {
        const traceparent = request.headers['traceparent'];
        receiver.deliveries.push({ traceparent: Array.isArray(traceparent) ? traceparent[0] : traceparent });
        response.writeHead(204).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return receiver;
  }

  /** The first delivery received, once one has come. */
  async next(): Promise<{ traceparent?: string }> {
    for (let attempt = 0; attempt < 100 && this.deliveries.length === 0; attempt++) {
      await new Promise((done) => setTimeout(done, 100));
    }
    const [first] = this.deliveries;
    if (!first) throw new Error('no webhook delivery arrived');
    return first;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
