import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pacer } from './pace';

const MB = 1024 * 1024;
const chunks = (count: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(64 * 1024)));

/** Seconds that `count` 64 KB chunks take through consecutive streams of one pacer. */
async function secondsThrough(bytesPerSecond: number, streams: number, count: number, burst = 0): Promise<number> {
  const paced = pacer(bytesPerSecond, burst);
  const started = performance.now();
  for (let stream = 0; stream < streams; stream++)
    await pipeline(chunks(count), paced(), async (source) => {
      for await (const chunk of source) void chunk;
    });
  return (performance.now() - started) / 1000;
}

describe('a pacer', () => {
  it('holds 2 MB in two files to 4 MB/s: half a second at least', async () => {
    await expect(secondsThrough(4 * MB, 2, 16)).resolves.toBeGreaterThanOrEqual(0.45);
  });

  it('lets its first burst through, then holds the rest to the pace', async () => {
    // 4 MB with a 2 MB burst: the 2 MB after it take half a second at 4 MB/s.
    await expect(secondsThrough(4 * MB, 2, 32, 2 * MB)).resolves.toBeGreaterThanOrEqual(0.45);
  });

  it('with 0, passes every byte through unchanged', async () => {
    const paced = pacer(0, 0);
    let bytes = 0;
    await pipeline(chunks(16), paced(), async (source) => {
      for await (const chunk of source) bytes += (chunk as Buffer).length;
    });
    expect(bytes).toBe(16 * 64 * 1024);
  });
});
