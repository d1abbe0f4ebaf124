import type { Arrival } from '@tastetype/quiz-domain';
import { channelOf, SHARED_CHANNEL } from './channel-grouping';
import { cleanHost, cleanValue } from './clean-value';
import { namedReferrer } from './source-category';

/** Where a visitor came from, as counted: GA4's `(direct)`, `(none)` and `(not set)` where nothing says. */
export interface Attribution {
  channel: string;
  source: string;
  medium: string;
  campaign: string;
  /** utm_content and utm_term: kept on results, not counted. */
  content: string | null;
  term: string | null;
}

export const DIRECT: Attribution = {
  channel: 'Direct',
  source: '(direct)',
  medium: '(none)',
  campaign: '(not set)',
  content: null,
  term: null,
};

/** How a friend's shared link was passed on, as its source when the link names none. */
const SHARED_VIA: Record<string, string> = { sheet: 'share sheet', embed: 'embed share' };

/**
 * Reads an arrival: a link's tags first, then `ref`, then the referrer's host through Ghost's parser (sources in
 * lower case, as GA4 shows them). A referrer
 * that is one of `ownHosts` (this site) is no source. A friend's shared link (`ref=share`) is the Shared channel,
 * keeping the tags the sharer's page put on it.
 */
export function attributionOf(arrival: Arrival | undefined, ownHosts: ReadonlySet<string>): Attribution {
  if (!arrival) return DIRECT;
  const lower = { lowerCase: true };
  const ref = cleanValue(arrival.ref, lower);
  const shared = ref === 'share';
  const tagged = cleanValue(arrival.utmMedium, lower);
  const found = shared ? sharedLink(cleanValue(arrival.via, lower)) : linkOrReferrer(ref, arrival.referrer, ownHosts);
  const utmSource = cleanValue(arrival.utmSource, lower);
  const source = utmSource ?? found?.source;
  // A link's utm tags replace the referrer whole, as GA4 reads them; a ref or a referrer alone is a referral.
  const medium = utmSource ? tagged : (tagged ?? found?.medium ?? (found ? 'referral' : undefined));
  const tags = {
    source: source ?? DIRECT.source,
    medium: medium ?? DIRECT.medium,
    campaign: cleanValue(arrival.utmCampaign) ?? DIRECT.campaign,
  };
  return {
    ...tags,
    channel: shared ? SHARED_CHANNEL : channelOf(tags),
    content: cleanValue(arrival.utmContent) ?? null,
    term: cleanValue(arrival.utmTerm) ?? null,
  };
}

/** A friend's shared link: named by how it was passed on, unless the link names its source. */
function sharedLink(via: string | undefined): { source: string; medium: string } {
  return { source: SHARED_VIA[via ?? ''] ?? 'shared link', medium: 'share' };
}

/** `ref` names the source itself; else the referrer's host, unless it is this site. */
function linkOrReferrer(
  ref: string | undefined,
  referrer: unknown,
  ownHosts: ReadonlySet<string>,
): { source: string; medium?: string } | undefined {
  if (ref) return { source: ref };
  const host = cleanHost(referrer);
  if (!host || ownHosts.has(host)) return undefined;
  const named = namedReferrer(host);
  return {
    source: named.source.toLowerCase(),
    medium: named.medium && named.medium !== 'unknown' ? named.medium : undefined,
  };
}
