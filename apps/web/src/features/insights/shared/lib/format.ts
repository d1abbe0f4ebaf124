import type { Locale } from '@tastetype/quiz-domain';

/** The page's numbers, percentages, days and lists, each written as its language writes them. */
export interface Formats {
  locale: Locale;
  /** 1234567 → "1,234,567" in English. */
  count(value: number): string;
  /** 150000 → "150K" in English: for an axis, where the tables carry the exact figures. */
  compact(value: number): string;
  /** A 0–1 ratio as "37.5%" in English. */
  ratio(ratio: number): string;
  /** A 0–100 percent as "37.5%" in English. */
  percent(percent: number): string;
  /** A UTC day (YYYY-MM-DD) as its readers write a date. */
  day(day: string): string;
  /** An instant (ISO 8601) to the minute, in UTC and saying so: "2026-11-26 14:05 UTC" in English. */
  minute(instant: string): string;
  /** The same to the second, for what happens seconds apart: "2026-11-26 14:05:09 UTC" in English. */
  second(instant: string): string;
  /** A duration: 1234 → "1,234 ms" in English. */
  milliseconds(ms: number): string;
  /** "a, b, c" in English, "a، وb، وc" in Arabic. */
  list(items: readonly string[]): string;
}

/** English keeps the ISO days its analysts, the address and the day fields share; the others write a date as their readers do. */
function dayFormatIn(locale: Locale): (day: string) => string {
  if (locale === 'en') return (day) => day;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => dates.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The same rule to the minute (ISO's first 16 characters) or the second (19): English as the server's logs and the
 * audit trail write it, the others as their readers do.
 */
function instantFormatIn(locale: Locale, precision: 'minute' | 'second'): (instant: string) => string {
  const length = precision === 'minute' ? 16 : 19;
  if (locale === 'en') return (instant) => `${new Date(instant).toISOString().slice(0, length).replace('T', ' ')} UTC`;
  const instants = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'second' && { second: '2-digit' }),
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return (instant) => instants.format(new Date(instant));
}

function createFormats(locale: Locale): Formats {
  const counts = new Intl.NumberFormat(locale);
  const compacts = new Intl.NumberFormat(locale, { notation: 'compact' });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const lists = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const durations = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  return {
    locale,
    count: (value) => counts.format(value),
    compact: (value) => compacts.format(value),
    ratio: (ratio) => percents.format(ratio),
    percent: (percent) => percents.format(percent / 100),
    day: dayFormatIn(locale),
    minute: instantFormatIn(locale, 'minute'),
    second: instantFormatIn(locale, 'second'),
    milliseconds: (ms) => durations.format(ms),
    list: (items) => lists.format(items),
  };
}

const formatsByLocale = new Map<Locale, Formats>();

/** One set per language, made once: Intl's formatters are costly to build, and a stable object keeps memoised charts. */
export function formatsIn(locale: Locale): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) formatsByLocale.set(locale, (formats = createFormats(locale)));
  return formats;
}
