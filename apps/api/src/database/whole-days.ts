const DAY_MS = 86_400_000;
const NONE: [string, string] = ['infinity', 'infinity'];
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

type Bound = Date | string;

/** An optional [from, to) window, as every analytics query takes it. */
export interface TimeRange {
  from?: Date;
  to?: Date;
}

/**
 * [from, to) cut into the whole UTC days inside it (to read from daily counts) and the partial days at
 * either end (to read from the rows themselves); each part a [start, end) pair, empty as [infinity, infinity).
 */
export function splitIntoWholeDays({ from, to }: TimeRange): { days: Bound[]; head: Bound[]; tail: Bound[] } {
  if (from && to && ceilDay(from) >= floorDay(to)) return { days: NONE, head: [from, to], tail: NONE };
  return {
    days: [from ? ceilDay(from) : '-infinity', to ? floorDay(to) : 'infinity'],
    head: from ? [from, ceilDay(from)] : NONE,
    tail: to ? [floorDay(to), to] : NONE,
  };
}
