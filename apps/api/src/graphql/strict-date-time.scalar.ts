import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// A day, or a day and time with its zone: what the analysts' examples and every ISO tool write.
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const RULE = 'must be an ISO 8601 date or date-time with a zone, from year 1 to 9999, e.g. 2026-11-01T00:00:00Z';

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

function parse(value: unknown): Date {
  const match = typeof value === 'string' ? ISO_8601.exec(value) : null;
  if (!match || !isOnTheCalendar(match))
    throw new GraphQLError(`DateTime ${RULE}; got ${String(JSON.stringify(value)).slice(0, 40)}`);
  return new Date(match[0]);
}

/**
 * Nest's own DateTime takes whatever `new Date()` takes, so "yesterday" or year -5000 reached PostgreSQL
 * and failed there as a 500. This one refuses what is not a real instant, saying why.
 */
export const StrictDateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: `A date-time at UTC, such as 2026-11-01T00:00:00Z. As input it ${RULE}.`,
  serialize: (value) => (value instanceof Date ? value.toISOString() : parse(value).toISOString()),
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(`DateTime ${RULE}`, { nodes: [ast] });
    return parse(ast.value);
  },
});

/** How every `Date` field of the schema is typed, for the app and for the schema script alike. */
export const SCALARS_MAP = [{ type: Date, scalar: StrictDateTime }];
