import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type IncomingMessage, get } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves the app on a free loopback port, for clients that read a body as it arrives; resolves to its origin. */
export async function listenOnLoopback(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/** A GET over a real connection, resolved once the answer's headers are in; its body is left unread. */
export function open(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { headers }, resolve).on('error', reject));
}

/** The first chunk of a body; reading then stops, so the server is held back by a client that reads no more. */
export function firstChunk(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    response.once('error', reject);
    response.once('data', (chunk: Buffer) => {
      response.pause();
      resolve(chunk);
    });
  });
}

/** The rest of a body, read to its end. */
export async function readRest(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Resolves once `check` does, asking again every 25 ms; fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}
