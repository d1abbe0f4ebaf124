import { Transform } from 'node:stream';

/** Streams that together pass at most `bytesPerSecond` on average since the first of them was made; 0, unpaced. */
export function pacer(bytesPerSecond: number): () => Transform {
  const started = performance.now();
  let passed = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        passed += chunk.length;
        // Ahead of the pace, a chunk waits: the copy's CPU (gzip, SHA-256) is spread thin instead of taken in bursts.
        const ahead = bytesPerSecond > 0 ? (passed / bytesPerSecond) * 1000 - (performance.now() - started) : 0;
        if (ahead <= 0) done(null, chunk);
        else setTimeout(() => done(null, chunk), ahead);
      },
    });
}
