import { Injectable } from '@nestjs/common';
import type { Arrival } from '@tastetype/quiz-domain';
import { AppConfig } from '../../platform/config/app-config';
import { ArrivalTagsRepository } from './arrival-tags.repository';
import { type Attribution, attributionOf, DIRECT } from './attribution';

/** The name every (source, medium, campaign) past the day's limit is counted under. */
export const OTHER = 'other';

/** Reads arrivals into attributions, for results as they are and for counted events folded past the day's limit. */
@Injectable()
export class Attributions {
  private readonly publicHost?: string;
  private readonly limit: number;

  constructor(
    private readonly tags: ArrivalTagsRepository,
    config: AppConfig,
  ) {
    this.publicHost = config.PUBLIC_URL && new URL(config.PUBLIC_URL).hostname;
    this.limit = config.ACQUISITION_TAGS_PER_DAY;
  }

  /** Where a visitor came from; a referrer of `siteHost` (the request's own host) or PUBLIC_URL's is no source. */
  read(arrival: Arrival | undefined, siteHost: string | undefined): Attribution {
    const own = new Set([siteHost, this.publicHost].filter((host): host is string => !!host));
    return attributionOf(arrival, own);
  }

  /** As `read`, with tags the day has no room left for counted as "other" (their channel kept). */
  async counted(arrival: Arrival | undefined, siteHost: string | undefined): Promise<Attribution> {
    const attribution = this.read(arrival, siteHost);
    const direct = (['source', 'medium', 'campaign'] as const).every((tag) => attribution[tag] === DIRECT[tag]);
    if (direct) return attribution;
    if (await this.tags.admit(attribution, this.limit)) return attribution;
    return { ...attribution, source: OTHER, medium: OTHER, campaign: OTHER };
  }
}
