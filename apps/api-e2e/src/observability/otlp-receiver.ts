import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP's JSON encoding carries it, ids in hex. */
export interface ReceivedSpan {
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;
interface OtlpTraces {
  resourceSpans: {
    resource?: { attributes?: OtlpAttributes };
    scopeSpans: { scope: { name: string }; spans: Omit<ReceivedSpan, 'scope' | 'resource'>[] }[];
  }[];
}

const plain = (attributes: OtlpAttributes): Record<string, unknown> =>
  Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );

/**
 * A stand-in for an OpenTelemetry collector on loopback: it takes OTLP/HTTP JSON at /v1/traces
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and keeps every span, so a test can look for a trace.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Bodies that were not OTLP JSON traces: a test expects none. */
  readonly refused: string[] = [];

  private constructor(private readonly server: Server) {}

  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') {
          receiver.keep(JSON.parse(body) as OtlpTraces);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else {
          receiver.refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
          response.writeHead(404).end();
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return receiver;
  }

  private keep(traces: OtlpTraces): void {
    for (const { resource, scopeSpans } of traces.resourceSpans) {
      for (const { scope, spans } of scopeSpans) {
        for (const span of spans) {
          this.spans.push({
            ...span,
            scope: scope.name,
            attributes: plain(span.attributes as unknown as OtlpAttributes),
            resource: plain(resource?.attributes),
          });
        }
      }
    }
  }

  /** The spans of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  /** Waits until `found` holds for the spans received (exported in batches, a moment after they end). */
  async waitFor(found: (spans: ReceivedSpan[]) => boolean, what: string): Promise<void> {
    for (let attempt = 0; attempt < 100 && !found(this.spans); attempt++) {
      await new Promise((done) => setTimeout(done, 100));
    }
    if (!found(this.spans)) {
      const seen = this.spans.map((span) => `${span.traceId} ${span.name}`).join('\n');
      throw new Error(`no ${what} among the spans received:\n${seen}`);
    }
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
