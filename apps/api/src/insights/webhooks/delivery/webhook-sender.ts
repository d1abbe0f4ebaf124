import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { startOutgoing } from '../../../platform/observability/tracing';

/** Standard Webhooks' advice: a receiver that has not answered in 15 s has failed. */
const TIMEOUT_MS = 15_000;
/** What is read of an answer: enough to show why it failed. */
const READ_BYTES = 1024;
/** What is stored of it. */
const KEPT_CHARACTERS = 300;

export interface SendResult {
  /** Null when no answer came: refused address, connection error, timeout. */
  httpStatus: number | null;
  response: string;
  durationMs: number;
  /** From `Retry-After` on 429 and 503. */
  retryAfterMs?: number;
}

const shortened = (text: string) => (text.length > KEPT_CHARACTERS ? `${text.slice(0, KEPT_CHARACTERS - 1)}…` : text);

function retryAfterMs(answer: IncomingMessage): number | undefined {
  if (answer.statusCode !== 429 && answer.statusCode !== 503) return undefined;
  const header = answer.headers['retry-after'];
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** Reads at most READ_BYTES of the answer, then lets the rest go. */
function readStart(answer: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    answer.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= READ_BYTES) answer.destroy();
    });
    answer.on('close', () => done(Buffer.concat(chunks).subarray(0, READ_BYTES).toString('utf8')));
    answer.on('error', () => undefined);
  });
}

/**
 * POSTs one signed delivery. Redirects are never followed. Unless private targets are allowed, each connection
 * goes only to an address checked when it was looked up (request-filtering-agent), so DNS rebinding cannot pass.
 */
export class WebhookSender {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;

  constructor(allowPrivateTargets: boolean) {
    const options = { keepAlive: true, maxSockets: 64 };
    this.http = allowPrivateTargets ? new HttpAgent(options) : new RequestFilteringHttpAgent(options);
    this.https = allowPrivateTargets ? new HttpsAgent(options) : new RequestFilteringHttpsAgent(options);
  }

  send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    // With traces on, the receiver gets `traceparent` and can carry this attempt's trace on.
    const call = startOutgoing('webhook POST', target);
    return new Promise<SendResult>((done) => {
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: 'POST',
          agent: secure ? this.https : this.http,
          headers: {
            ...headers,
            ...call.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        (answer) => {
          void readStart(answer).then((text) =>
            done({
              httpStatus: answer.statusCode ?? null,
              response: shortened(text),
              durationMs: elapsed(),
              retryAfterMs: retryAfterMs(answer),
            }),
          );
        },
      );
      request.on('error', (error: Error) => {
        const why =
          error.name === 'TimeoutError' || error.name === 'AbortError'
            ? `no answer in ${TIMEOUT_MS / 1000} s`
            : error.message;
        done({ httpStatus: null, response: shortened(why), durationMs: elapsed() });
      });
      request.end(body);
    }).then((result) => {
      call.end(result.httpStatus, result.httpStatus === null ? result.response : undefined);
      return result;
    });
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
