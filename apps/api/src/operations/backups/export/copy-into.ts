import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Writes the chunks into a COPY … FROM STDIN as fast as the server takes them. A loop rather than pipeline(): on a
 * failed COPY, pipeline() may settle while its source is still reading the file, and the reader has one place in it.
 */
export async function copyInto(copy: Writable, chunks: AsyncIterable<Buffer>): Promise<void> {
  // pg-copy-streams emits the server's refusal without destroying the stream, so writing stops on the event.
  let refused = false;
  copy.on('error', () => (refused = true));
  const done = finished(copy);
  // Awaited below; marked handled now, as the server may refuse while the next chunk is still being read.
  void done.catch(() => undefined);
  try {
    for await (const chunk of chunks) {
      if (refused) break;
      if (!copy.write(chunk)) await Promise.race([once(copy, 'drain'), done]);
    }
  } catch (error) {
    // The file failed mid-table: CopyFail ends the COPY, so that the connection can roll back.
    if (!refused) copy.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  if (!refused) copy.end();
  await done;
}
