/**
 * Turns a pipe's chunks into whole lines: a pipe hands over writes, not lines, and a shell in archive_command
 * writes its one error line in three pieces. What follows the last newline waits for the next chunk.
 */
export function wholeLines(onLine: (line: string) => void): { push(chunk: string): void; rest(): string } {
  let partial = '';
  return {
    push(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(onLine);
    },
    rest: () => partial,
  };
}
