/** A progress bar on a terminal (redrawn in place), or a line per tenth on a log, for long operator commands. */
export function progressBar(label: string, total: number, unit: (n: number) => string, out = process.stderr) {
  const tty = out.isTTY === true;
  let shown = -1;
  let done = 0;
  const draw = (final = false) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const step = Math.floor(share * (tty ? 100 : 10));
    if (step === shown && !(final && tty)) return;
    shown = step;
    const bar = '█'.repeat(Math.round(share * 30)).padEnd(30, '░');
    // A replay may read a little past the count foreseen (a timeline's history file): the bar stops at its end.
    const text = `${label} ${bar} ${(share * 100).toFixed(0).padStart(3)}% ${unit(Math.min(done, total))} of ${unit(total)}`;
    out.write(tty ? `\r${text}${final ? '\n' : ''}` : `${text}\n`);
  };
  return {
    add(n: number) {
      done += n;
      draw();
    },
    finish() {
      done = Math.max(done, total);
      draw(true);
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
export const segments = (n: number) => `${n} WAL segment${n === 1 ? '' : 's'}`;
