import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { OperatorError } from '../../../platform/common/operator-error';
import {
  countRows,
  type ExportHeader,
  type ExportManifest,
  MAGIC,
  MAX_DATA_FRAME,
  MAX_JSON_FRAME,
} from './export-format';
import type { Progress } from './progress';

/** Reads an export in the order its format lays it out, checking every piece, and hashing what the manifest's SHA-256 covers. */
export class ExportReader {
  /** Set once MAGIC has been read: from then on a fault means damage, not a foreign file. */
  recognised = false;
  private pending: Buffer = Buffer.alloc(0);
  private readonly hash = createHash('sha256');
  private readonly rows: Record<string, number> = {};
  private header?: ExportHeader;
  /** How many tables have been read to their end frame. */
  private tablesRead = 0;
  private manifest?: ExportManifest;

  constructor(
    private readonly file: string,
    private readonly source: AsyncIterator<Buffer>,
  ) {}

  async readHeader(): Promise<ExportHeader> {
    if (!(await this.take(MAGIC.length)).equals(MAGIC)) throw this.notExport();
    this.recognised = true;
    const header = (await this.readJson(true)) as Partial<ExportHeader>;
    if (typeof header.level !== 'string' || !Array.isArray(header.tables))
      throw this.damaged('its header is incomplete');
    this.header = header as ExportHeader;
    return this.header;
  }

  /** The rows of `table`, the next in the file (or the rest of them), as COPY text, told to `progress` as they pass. */
  async *rowsOf(table: string, progress?: Progress): AsyncGenerator<Buffer> {
    if (this.header?.tables[this.tablesRead]?.name !== table) throw new Error(`${table} is not the next table`);
    this.rows[table] ??= 0;
    for (
      let length = await this.readLength(MAX_DATA_FRAME);
      length > 0;
      length = await this.readLength(MAX_DATA_FRAME)
    ) {
      const chunk = await this.take(length);
      const rows = countRows(chunk);
      this.rows[table] += rows;
      progress?.add(table, rows, length);
      yield chunk;
    }
    this.tablesRead++;
  }

  /** Reads whatever rows are left, then the manifest and the end of the file; refuses the file unless every row read is what was written. */
  async readRest(): Promise<ExportManifest> {
    if (this.manifest) return this.manifest;
    const header = this.header ?? (await this.readHeader());
    for (const { name } of header.tables.slice(this.tablesRead))
      for await (const chunk of this.rowsOf(name)) void chunk;
    const sha256 = this.hash.digest('hex');
    const manifest = (await this.readJson(false)) as Partial<ExportManifest>;
    if (manifest.sha256 !== sha256) throw this.damaged('its SHA-256 differs from the one its manifest gives');
    if (manifest.level !== header.level) throw this.damaged('its manifest and header name different levels');
    for (const { name } of header.tables) {
      if (manifest.rows?.[name] !== this.rows[name])
        throw this.damaged(`${name} holds ${this.rows[name]} rows where its manifest says ${manifest.rows?.[name]}`);
    }
    if (this.pending.length > 0 || (await this.next())) throw this.damaged('bytes follow its manifest');
    this.manifest = manifest as ExportManifest;
    return this.manifest;
  }

  damaged(reason: string): OperatorError {
    return new OperatorError(
      `${this.file} is damaged (${reason}): nothing was imported; use another copy of the export`,
    );
  }

  notExport(): OperatorError {
    return new OperatorError(
      `${this.file} is not a TasteType export (one written by npm run export): nothing was imported`,
    );
  }

  private async readJson(hashed: boolean): Promise<unknown> {
    const bytes = await this.take(await this.readLength(MAX_JSON_FRAME, hashed), hashed);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw this.damaged('its header or manifest is not JSON');
    }
  }

  private async readLength(max: number, hashed = true): Promise<number> {
    const length = (await this.take(4, hashed)).readUInt32BE();
    if (length > max) throw this.damaged('a piece of it is longer than any export writes');
    return length;
  }

  private async take(length: number, hashed = true): Promise<Buffer> {
    while (this.pending.length < length) {
      const chunk = await this.next();
      if (!chunk) throw this.recognised ? this.damaged('it ends early') : this.notExport();
      this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    }
    const piece = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    if (hashed) this.hash.update(piece);
    return piece;
  }

  private async next(): Promise<Buffer | undefined> {
    for (let result = await this.source.next(); !result.done; result = await this.source.next()) {
      if (result.value.length > 0) return result.value;
    }
    return undefined;
  }
}

/** Hands `use` a reader of `file`; gzip's own faults become one-line reasons (a foreign file, or a damaged export). */
export async function readExport<T>(file: string, use: (reader: ExportReader) => Promise<T>): Promise<T> {
  if (!existsSync(file)) throw new OperatorError(`${file} does not exist`);
  let reader: ExportReader | undefined;
  const result: { value?: T } = {};
  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      reader = new ExportReader(file, source[Symbol.asyncIterator]());
      result.value = await use(reader);
    });
  } catch (error) {
    const zlibCode = (error as { code?: unknown }).code;
    if (reader && typeof zlibCode === 'string' && zlibCode.startsWith('Z_'))
      throw reader.recognised ? reader.damaged(`gzip: ${(error as Error).message}`) : reader.notExport();
    throw error;
  }
  return result.value as T;
}

/** Reads `file` to its end without loading it: refuses a foreign or damaged file, or one of another level than `level`. */
export function verifyExport(file: string, level: string, refuseLevel: (fileLevel: string) => Error): Promise<void> {
  return readExport(file, async (reader) => {
    const header = await reader.readHeader();
    if (header.level !== level) throw refuseLevel(header.level);
    await reader.readRest();
  });
}
