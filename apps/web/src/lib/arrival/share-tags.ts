import type { Arrival } from '@tastetype/quiz-domain';

/**
 * The sharer's own source, campaign and medium, for the link they share: a friend's visit joins the sharer's source.
 * A `ref` naming a source stands in for a missing utm_source; `ref=share` is the sharer's own friend's link, no source.
 */
export function shareTags(sharer: Arrival | undefined): Record<string, string> {
  const ref = sharer?.ref?.toLowerCase() === 'share' ? undefined : sharer?.ref;
  const tags = {
    utm_source: sharer?.utmSource ?? ref,
    utm_medium: sharer?.utmMedium,
    utm_campaign: sharer?.utmCampaign,
  };
  return Object.fromEntries(Object.entries(tags).filter((entry): entry is [string, string] => !!entry[1]));
}
