import { DAY_MS, type Locale, type PersonalityKey, isPersonalityKey, toLocale, toOrigin } from '@tastetype/quiz-domain';
import { ATTRIBUTION_KEYS, type Attribution, attributionFromSearch } from './attribution';

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];

/** The period of the view: the last N UTC days (today included), everything, or whole UTC days picked by hand. */
export type RangeChoice =
  | { kind: 'preset'; days: PresetDays }
  | { kind: 'all' }
  | { kind: 'custom'; firstDay: string; lastDay: string };

/** Channel, source, medium and campaign: only "Where visitors come from" and the CSV export take them so far. */
export interface InsightsFilter extends Attribution {
  range: RangeChoice;
  /** Undefined: every personality. */
  personality?: PersonalityKey;
  /** The language the quiz was taken in, for the stored results; undefined: every language. */
  locale?: Locale;
  /** Where the quiz ran, for the funnel and sharing: 'site', or an embedding page's origin; undefined: everywhere. */
  ranOn?: string;
}

/** The instants the queries take: `from` inclusive, `to` exclusive; undefined means unbounded. */
export interface QueryWindow {
  from?: string;
  to?: string;
}

export const DEFAULT_FILTER: InsightsFilter = { range: { kind: 'preset', days: 30 } };

const UTC_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a real calendar day (2026-02-30 does not). */
export function isUtcDay(value: string | null | undefined): value is string {
  if (!value || !UTC_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The UTC day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

const startOf = (day: string) => `${day}T00:00:00.000Z`;

/** Reads the view from the address; anything unreadable falls back to the default instead of failing. */
export function filterFromSearch(params: URLSearchParams): InsightsFilter {
  const personality = params.get('personality');
  const ranOn = params.get('ranOn');
  const locale = toLocale(params.get('locale') ?? '');
  return {
    range: rangeFromSearch(params),
    ...(isPersonalityKey(personality) && { personality }),
    ...(locale && { locale }),
    ...(ranOn && (ranOn === 'site' || toOrigin(ranOn) === ranOn) && { ranOn }),
    ...attributionFromSearch(params),
  };
}

function rangeFromSearch(params: URLSearchParams): RangeChoice {
  const firstDay = params.get('from');
  const lastDay = params.get('to');
  if (isUtcDay(firstDay) && isUtcDay(lastDay) && firstDay <= lastDay) return { kind: 'custom', firstDay, lastDay };
  const range = params.get('range');
  if (range === 'all') return { kind: 'all' };
  const days = PRESET_DAYS.find((preset) => range === `${preset}d`);
  return days ? { kind: 'preset', days } : DEFAULT_FILTER.range;
}

/**
 * The address of a view: `range=7d|30d|90d|all`, or `from` and `to` as inclusive UTC days, plus `personality`,
 * `locale`, `ranOn`, `channel`, `source`, `medium` and `campaign`.
 */
export function searchFromFilter(filter: InsightsFilter): URLSearchParams {
  const params = new URLSearchParams();
  const { range } = filter;
  if (range.kind === 'custom') {
    params.set('from', range.firstDay);
    params.set('to', range.lastDay);
  } else {
    params.set('range', range.kind === 'all' ? 'all' : `${range.days}d`);
  }
  if (filter.personality) params.set('personality', filter.personality);
  if (filter.locale) params.set('locale', filter.locale);
  if (filter.ranOn) params.set('ranOn', filter.ranOn);
  for (const key of ATTRIBUTION_KEYS) if (filter[key]) params.set(key, filter[key]);
  return params;
}

/** The first and last UTC day of the range (both included), or undefined for all time. */
export function daysOf(range: RangeChoice, today: Date): { firstDay: string; lastDay: string } | undefined {
  if (range.kind === 'all') return undefined;
  if (range.kind === 'custom') return { firstDay: range.firstDay, lastDay: range.lastDay };
  const lastDay = utcDayOf(today);
  return { firstDay: addDays(lastDay, 1 - range.days), lastDay };
}

/** The query window: from the first day's midnight to the midnight after the last day, both UTC. */
export function queryWindow(range: RangeChoice, today: Date): QueryWindow {
  const days = daysOf(range, today);
  return days ? { from: startOf(days.firstDay), to: startOf(addDays(days.lastDay, 1)) } : {};
}
