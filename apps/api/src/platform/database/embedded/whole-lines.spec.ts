import { wholeLines } from './whole-lines';

describe('wholeLines', () => {
  it("gives dash's error, written in three pieces, as one line", () => {
    const lines: string[] = [];
    const pipe = wholeLines((line) => lines.push(line));
    for (const chunk of ['sh: 1: ', 'cannot create /b/wal/1.gz.tmp: Permission denied', '\n2026-11-27 LOG:  archive'])
      pipe.push(chunk);
    expect(lines).toEqual(['sh: 1: cannot create /b/wal/1.gz.tmp: Permission denied']);
    expect(pipe.rest()).toBe('2026-11-27 LOG:  archive');
    pipe.push(' command failed with exit code 2\n\n');
    expect(lines.slice(1)).toEqual(['2026-11-27 LOG:  archive command failed with exit code 2', '']);
  });
});
