import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body that never changes while the server runs: compressed and tagged once, not per request. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong: one per body, whatever the encoding (the encodings are told apart by Vary). */
  etag: string;
}

export function encodeBody(identity: Buffer): EncodedBody {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

export const encodeJson = (value: unknown): EncodedBody => encodeBody(Buffer.from(JSON.stringify(value)));

/** The best encoding an Accept-Encoding allows (a `q=0` refuses one): br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const allowed = new Set<string>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return undefined;
}

/** If-None-Match holds this ETag (or `*`): GET compares weakly, so a W/ prefix still matches. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/** Adds a request header to Vary, keeping those the route named already (a language's, say): merged, never replaced. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  // The usual case on the hot path: no Vary yet, so nothing to split or merge.
  if (current === undefined) return void reply.header('vary', name);
  const named = [current]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((each) => each.trim())
    .filter(Boolean);
  if (named.some((each) => each === '*' || each.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...named, name].join(', '));
}

/** Sends `body` in the best encoding the client takes, or 304 when it holds this version already. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, type: string): void {
  reply.header('etag', body.etag);
  addVary(reply, 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return void reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  reply.type(type).send(encoding ? body[encoding] : body.identity);
}
