/** One UTC day in milliseconds: the unit of every daily count and range. */
export const DAY_MS = 86_400_000;

/** One hour in milliseconds. */
export const HOUR_MS = 3_600_000;

/** One minute in milliseconds. */
export const MINUTE_MS = 60_000;

/** The shortest a deprecation lasts, in months from the release that deprecates it to its sunset (docs/api.md). */
export const DEPRECATION_MONTHS = 6;
