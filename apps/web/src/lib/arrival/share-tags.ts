import type { Arrival } from '@tastetype/quiz-domain';

/**
 * The sharer's own source, campaign and medium, for the link they share: a friend's visit joins the sharer's source.
 * A `ref` naming a source stands in for a missing utm_source; `ref=share` is the sharer's own friend's link, no source.
 */
export function shareTags({ utmSource, utmMedium, utmCampaign, ref }: Arrival = {}): Record<string, string> {
  const source = utmSource ?? (ref?.toLowerCase() === 'share' ? undefined : ref);
  // JSON leaves out what is undefined: only the tags the sharer has.
  return JSON.parse(JSON.stringify({ utm_source: source, utm_medium: utmMedium, utm_campaign: utmCampaign }));
}
