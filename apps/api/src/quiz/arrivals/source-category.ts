import { parse } from '@tryghost/referrer-parser';

/** What kind of site a source is, as Ghost's kept referrer list knows it: search, social, email, paid, … or unknown. */
export type SourceCategory = 'search' | 'social' | 'email' | 'paid' | 'referral' | 'unknown';

/** Ghost's name and medium for a referring host, e.g. www.google.com → Google / search; the host itself when unlisted. */
export function namedReferrer(host: string): { source: string; medium: string | null } {
  const { referrerSource, referrerMedium } = parse(`https://${host}/`);
  return { source: referrerSource ?? host, medium: referrerMedium };
}

/** The category of a source named in a link (`google`, `t.co`): looked up as that host, or as name.com. */
export function categoryOf(source: string): SourceCategory {
  const host = source.includes('.') ? source : `${source.replace(/\s+/g, '')}.com`;
  const { referrerMedium } = parse(`https://${host}/`);
  return (referrerMedium as SourceCategory | null) ?? 'unknown';
}
