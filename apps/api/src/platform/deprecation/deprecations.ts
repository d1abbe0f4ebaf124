/** One thing clients should stop using, and when it goes (docs/api.md: at least 6 months, and only in a major release). */
export interface Deprecation {
  /** A GraphQL `Type.field` (`Type.field(argument)`, `Enum.VALUE`), or a setting that acts as a key. */
  what: string;
  /** The release that deprecated it. */
  since: string;
  /** That release's day, YYYY-MM-DD: the date of the Deprecation header (RFC 9745); unset until it is released. */
  sinceDay?: string;
  /** The release that removes it: a major one. */
  removedIn: string;
  /** The day, YYYY-MM-DD, before which no release removes it: the Sunset header (RFC 8594). */
  sunset: string;
  /** What to use instead, as a sentence. */
  instead: string;
}

const TOKEN_INSTEAD = 'Give each person or tool a key of its own (npm run keys -- create).';

/** Every deprecation of the api, by what it is; the GraphQL reasons, headers and setting docs are built from it. */
export const DEPRECATIONS = {
  'Funnel.views': {
    what: 'Funnel.views',
    since: '1.2.0',
    removedIn: '2.0.0',
    sunset: '2027-06-01',
    instead: 'Use homePageViews.',
  },
  'FunnelDay.views': {
    what: 'FunnelDay.views',
    since: '1.2.0',
    removedIn: '2.0.0',
    sunset: '2027-06-01',
    instead: 'Use homePageViews.',
  },
  ANALYTICS_TOKEN: {
    what: 'ANALYTICS_TOKEN',
    since: '1.0.0',
    sinceDay: '2026-11-26',
    removedIn: '2.0.0',
    sunset: '2027-06-01',
    instead: TOKEN_INSTEAD,
  },
  METRICS_TOKEN: {
    what: 'METRICS_TOKEN',
    since: '1.0.0',
    sinceDay: '2026-11-26',
    removedIn: '2.0.0',
    sunset: '2027-06-01',
    instead: TOKEN_INSTEAD,
  },
} as const satisfies Record<string, Deprecation>;

export type DeprecatedThing = keyof typeof DEPRECATIONS;

const byWhat: ReadonlyMap<string, Deprecation> = new Map(Object.entries(DEPRECATIONS));

/** The registry's entry for what a client used; undefined for a deprecation the registry lacks. */
export const deprecationOf = (what: string): Deprecation | undefined => byWhat.get(what);

/** The GraphQL `deprecationReason`: what instead, and when it goes (a check reads "Removed in X.Y.Z" from it). */
export function deprecationReason(what: DeprecatedThing): string {
  const { instead, removedIn, sunset } = DEPRECATIONS[what];
  return `${instead} Removed in ${removedIn}, not before ${sunset}.`;
}

/** How a setting's one line in docs/configuration.md begins (the config room cannot import this one: a spec compares). */
export function deprecatedSettingPrefix(what: DeprecatedThing): string {
  const { removedIn, sunset } = DEPRECATIONS[what];
  return `Deprecated; removed in ${removedIn} (not before ${sunset}): `;
}

/** The answer headers of a deprecated thing used over HTTP: when it was deprecated (RFC 9745) and its sunset (RFC 8594). */
export function deprecationHeaders({ sinceDay, sunset }: Deprecation): Record<string, string> {
  const headers: Record<string, string> = { sunset: new Date(`${sunset}T00:00:00Z`).toUTCString() };
  if (sinceDay) headers['deprecation'] = `@${Date.parse(`${sinceDay}T00:00:00Z`) / 1000}`;
  return headers;
}

/** The OpenAPI description of those headers, for the answers a deprecated token may authorize. */
export function deprecationHeaderDocs(what: DeprecatedThing) {
  const sent = deprecationHeaders(DEPRECATIONS[what]);
  const only = `Only on an answer the deprecated ${what} authorized`;
  return {
    Deprecation: {
      description: `${only}: the day it was deprecated, a structured-field date (RFC 9745)`,
      schema: { type: 'string', example: sent['deprecation'] },
    },
    Sunset: {
      description: `${only}: it works until this day at least (RFC 8594); ${DEPRECATIONS[what].removedIn} removes it`,
      schema: { type: 'string', example: sent['sunset'] },
    },
  };
}
