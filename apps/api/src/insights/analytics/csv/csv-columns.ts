import { escapeLiteral } from 'pg';
import type { ResultFilter } from '../result-analytics.repository';

/** The CSV export's filter: that of every read, and where the visitors came from. */
export type CsvFilter = ResultFilter & Partial<Record<'channel' | 'source' | 'medium' | 'campaign', string>>;

/** A visitor-written tag as a spreadsheet shows it, never as a formula (OWASP's CSV injection rule: a leading '). */
const spreadsheetSafe = (column: string) =>
  `CASE WHEN left(${column}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${column} ELSE ${column} END AS ${column}`;

/** The CSV export's columns, in order; created_at at UTC to the millisecond, as the API's DateTime gives it. */
export const CSV_COLUMNS = `id, personality, answers->>'flavor' AS flavor, answers->>'dining' AS dining,
  answers->>'cooking' AS cooking, shared::text AS shared,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, locale,
  ${['channel', 'source', 'medium', 'campaign', 'content', 'term'].map(spreadsheetSafe).join(', ')}`;

/** A validated filter value written into SQL as a literal, for COPY, which cannot take bound parameters. */
export const literal = (value: unknown) =>
  value instanceof Date ? `${escapeLiteral(value.toISOString())}::timestamptz` : escapeLiteral(String(value));
