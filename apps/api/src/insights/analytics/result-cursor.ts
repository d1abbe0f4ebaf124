import { BadRequest } from '../../platform/refusals/refusals';
import type { PageCursor } from './result-analytics.repository';

/** Opaque keyset cursor: microseconds since the epoch and id of the last row of a page. */
export function encodeCursor({ createdMicros, id }: PageCursor): string {
  return Buffer.from(`${createdMicros}.${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PageCursor {
  // Microseconds of a date between 1970 and 2286 (16 digits at most), then a UUID: anything else never reaches SQL.
  const match = /^(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  if (!match) throw new BadRequest('after must be an endCursor returned by personalityResults');
  return { createdMicros: match[1], id: match[2] };
}
