import { DAY_MS } from '@tastetype/quiz-domain';

/** A UTC day as 'YYYY-MM-DD'. */
export type UtcDay = string;

export const dayOf = (at: Date): UtcDay => at.toISOString().slice(0, 10);

/** The day `offset` days from `day` (negative: before). */
export const addDays = (day: UtcDay, offset: number): UtcDay =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS));

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: UtcDay, last: UtcDay): UtcDay[] {
  const days: UtcDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The partition that holds a day's raw events: funnel_events_p20261127. */
export const partitionOf = (day: UtcDay): string => `funnel_events_p${day.replaceAll('-', '')}`;

/** The day a partition of ours holds, or undefined for a name not made by partitionOf. */
export function dayOfPartition(name: string): UtcDay | undefined {
  const match = /^funnel_events_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}
