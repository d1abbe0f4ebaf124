import { BadRequestException } from '@nestjs/common';
import type { ResultFilterArgs } from './dto/result-filter.args';

export interface SqlWhere {
  sql: string;
  params: unknown[];
}

/** The WHERE clause of a filter: `from` inclusive, `to` exclusive, optional personality. */
export function whereOf({ from, to, personality }: ResultFilterArgs, params: unknown[] = []): SqlWhere {
  if (from && to && from > to) throw new BadRequestException('from must not be later than to');
  const conditions: string[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (from) add('created_at >= ?', from);
  if (to) add('created_at < ?', to);
  if (personality) add('personality = ?', personality);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Opaque keyset cursor: microseconds since the epoch and id of the last row of a page. */
export function encodeCursor(createdMicros: string, id: string): string {
  return Buffer.from(`${createdMicros}.${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdMicros: string; id: string } {
  const match = /^(\d{1,18})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new BadRequestException('after must be an endCursor returned by personalityResults');
  return { createdMicros: match[1], id: match[2] };
}
