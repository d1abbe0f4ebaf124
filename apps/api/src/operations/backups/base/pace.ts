import { Transform } from 'node:stream';

// A small database (a new cluster's first base backup) is copied at once; pacing is for the large ones.
const BURST_BYTES = 32 * 1024 * 1024;

/**
 * Streams that together pass at most `bytesPerSecond` on average since the first of them was made, after a first
 * BURST_BYTES at once; 0, unpaced.
 */
export function pacer(bytesPerSecond: number, burstBytes = BURST_BYTES): () => Transform {
  const started = performance.now();
  let passed = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        passed += chunk.length;
        // Ahead of the pace, a chunk waits: the copy's CPU (gzip, SHA-256) is spread thin instead of taken in bursts.
        const due = bytesPerSecond > 0 ? ((passed - burstBytes) / bytesPerSecond) * 1000 : 0;
        const ahead = due - (performance.now() - started);
        if (ahead <= 0) done(null, chunk);
        else setTimeout(() => done(null, chunk), ahead);
      },
    });
}
