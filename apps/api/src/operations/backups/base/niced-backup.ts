import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * A base backup taken by `main.js backup`, the operator's own command, run under `nice -n 19` (coreutils, in the
 * image): its gzip, SHA-256 and garbage collection then get only the CPU that the saves leave, which no pacing
 * inside the server's process could give. Its lines go to `log`; it fails with its last line.
 */
export class NicedBaseBackup {
  private child?: ChildProcess;

  async take(log: (line: string) => void): Promise<void> {
    const command = [process.execPath, process.argv[1] as string, 'backup'];
    const child = spawn('nice', ['-n', '19', ...command], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const lines: string[] = [];
    for (const output of [child.stdout, child.stderr]) {
      createInterface({ input: output }).on('line', (line) => {
        lines.push(line);
        log(line);
      });
    }
    const [code, signal] = (await once(child, 'close')) as [number | null, string | null];
    this.child = undefined;
    if (code !== 0) throw new Error(lines.at(-1) ?? `npm run backup ended by ${signal ?? `exit ${code}`}`);
  }

  /** A backup cut short leaves no manifest: it never counted, and the next one removes it. */
  stop(): void {
    this.child?.kill('SIGTERM');
  }
}
