// A day, or a day and time with its zone: what the analysts' examples and every ISO tool write.
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** What an instant must look like, said the same way by GraphQL and REST. */
export const ISO_INSTANT_RULE =
  'must be an ISO 8601 date or date-time with a zone, from year 1 to 9999, e.g. 2026-11-01T00:00:00Z';

/** The pattern lets a 13th month, a 31 February or a 25th hour through; the calendar does not. */
function isOnTheCalendar([, year, month, day, hours = '0', minutes = '0', seconds = '0']: RegExpExecArray): boolean {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(Number(year), Number(month), 0);
  const [m, d] = [Number(month), Number(day)];
  return (
    Number(year) >= 1 &&
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= lastDay.getUTCDate() &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60
  );
}

/**
 * The instant an ISO 8601 text names, or undefined when it names none: `new Date()` would take
 * "yesterday" or year -5000, which then reached PostgreSQL and failed there as a 500.
 */
export function parseIsoInstant(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? ISO_8601.exec(value) : null;
  return match && isOnTheCalendar(match) ? new Date(match[0]) : undefined;
}
