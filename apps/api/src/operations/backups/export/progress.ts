/** Rows and bytes moved so far, told to `log` at most once per `everyMs`: a table of millions of rows would otherwise print millions of lines. */
export class Progress {
  rows = 0;
  bytes = 0;
  private lastLog = 0;

  constructor(
    private readonly verb: string,
    private readonly log: (line: string) => void,
    private readonly everyMs = 500,
  ) {}

  add(table: string, rows: number, bytes: number): void {
    this.rows += rows;
    this.bytes += bytes;
    const now = Date.now();
    if (now - this.lastLog < this.everyMs) return;
    this.lastLog = now;
    this.log(`${this.verb} ${this.rows.toLocaleString('en')} rows, ${megabytes(this.bytes)} so far (${table})`);
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
