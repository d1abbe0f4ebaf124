import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A JSON answer that never changes between deployments: encoded, compressed and tagged once, not per request. */
export interface EncodedJson {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong: one per body, whatever the encoding (the encodings are told apart by Vary). */
  etag: string;
}

export function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

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
