/**
 * A TasteType export, gzip-compressed: MAGIC, then frames (a 4-byte big-endian length, then that many bytes).
 * The first frame is the header (JSON), then each table's rows in PostgreSQL's COPY text format, in as many
 * frames as it takes and ended by an empty frame; the last frame is the manifest (JSON), whose SHA-256 covers
 * every byte before it.
 */
export const MAGIC = Buffer.from('TASTETYPE EXPORT 1\n');

/** A table and the columns its rows are written in, in order. */
export interface TableColumns {
  name: string;
  columns: string[];
}

/** What an import must know before the rows: the level they fit and the tables in the order they load. */
export interface ExportHeader {
  level: string;
  exportedAt: string;
  tables: TableColumns[];
}

/** What only the end of an export can tell: its rows per table and the SHA-256 of its content before the manifest. */
export interface ExportManifest {
  level: string;
  rows: Record<string, number>;
  sha256: string;
}

/** Headers and manifests are small: a larger length means the file is not what it claims. */
export const MAX_JSON_FRAME = 1 << 20;

/** The COPY data a server sends comes in pieces of a socket read or so; a larger length means damage. */
export const MAX_DATA_FRAME = 1 << 26;

export const END_OF_TABLE = lengthOf(0);

export function lengthOf(bytes: number): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes);
  return length;
}

export function jsonFrame(value: ExportHeader | ExportManifest): Buffer[] {
  const json = Buffer.from(JSON.stringify(value));
  return [lengthOf(json.length), json];
}

/** COPY text format ends every row with a newline and escapes the ones inside values, so newlines count rows. */
export function countRows(chunk: Buffer): number {
  let rows = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
  return rows;
}
