import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PassThrough, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/** A pass-through that hashes and counts what flows through it. */
function measure(onChunk: (bytes: number) => void = () => undefined) {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      onChunk(chunk.length);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

const unpaced = () => new PassThrough();

/** Streams `from` into a gzip file `to`: the SHA-256 and size are of the bytes read, so a file changing meanwhile is still described exactly. */
export async function compressFile(from: string, to: string, pace: () => Transform = unpaced) {
  await mkdir(dirname(to), { recursive: true });
  const measured = measure();
  // Level 1: most of the size gain for a fraction of the CPU, as saves go on beside the copy.
  await pipeline(createReadStream(from), pace(), measured.stream, createGzip({ level: 1 }), createWriteStream(to));
  return measured.result();
}

/** Unpacks a gzip file into `to` (or nowhere, to check it), giving the SHA-256 and size of what it held. */
export async function decompressFile(
  from: string,
  { to, onChunk, pace = unpaced }: { to?: string; onChunk?: (bytes: number) => void; pace?: () => Transform } = {},
) {
  const measured = measure(onChunk);
  if (to) await mkdir(dirname(to), { recursive: true });
  const sink = to ? createWriteStream(to, { mode: 0o600 }) : discard();
  await pipeline(createReadStream(from), createGunzip(), pace(), measured.stream, sink);
  return measured.result();
}

function discard() {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}
