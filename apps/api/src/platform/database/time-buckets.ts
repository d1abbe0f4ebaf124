import { DAY_MS, HOUR_MS } from '@tastetype/quiz-domain';

/** An optional [from, to) window, as every analytics query takes it. */
export interface TimeRange {
  from?: Date;
  to?: Date;
}

/** [start, end); an open end is '-infinity' or 'infinity', as PostgreSQL reads it. */
export type Span = [start: Date | string, end: Date | string];

/** [from, to) as the whole units inside it, and the partial units left at either end. */
function splitBy(unitMs: number, from?: Date, to?: Date): { whole?: Span; ends: [Date, Date][] } {
  const floor = (at: Date) => new Date(Math.floor(at.getTime() / unitMs) * unitMs);
  const ceil = (at: Date) => new Date(Math.ceil(at.getTime() / unitMs) * unitMs);
  if (from && to && ceil(from) >= floor(to)) return { ends: from < to ? [[from, to]] : [] };
  const ends: [Date, Date][] = [];
  if (from && from < ceil(from)) ends.push([from, ceil(from)]);
  if (to && floor(to) < to) ends.push([floor(to), to]);
  return { whole: [from ? ceil(from) : '-infinity', to ? floor(to) : 'infinity'], ends };
}

/**
 * [from, to) cut into the whole UTC days inside it (to read from daily counts), the whole hours of the
 * partial days at either end (from hourly counts), and the partial hours left (from the rows themselves).
 */
export function splitIntoBuckets({ from, to }: TimeRange): { days: Span[]; hours: Span[]; rows: Span[] } {
  const byDay = splitBy(DAY_MS, from, to);
  const byHour = byDay.ends.map(([start, end]) => splitBy(HOUR_MS, start, end));
  return {
    days: byDay.whole ? [byDay.whole] : [],
    hours: byHour.flatMap(({ whole }) => (whole ? [whole] : [])),
    rows: byHour.flatMap(({ ends }) => ends),
  };
}

/** [from, to) cut into the whole UTC days inside it (from daily counts) and the partial days left (from the rows). */
export function splitIntoDays({ from, to }: TimeRange): { days: Span[]; rows: Span[] } {
  const byDay = splitBy(DAY_MS, from, to);
  return { days: byDay.whole ? [byDay.whole] : [], rows: byDay.ends };
}
