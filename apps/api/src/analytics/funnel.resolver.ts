import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AnalyticsTokenGuard } from './analytics-token.guard';
import { EventRangeArgs, EventWindowArgs } from './dto/event-range.args';
import { FunnelService } from './funnel.service';
import { FunnelDay } from './models/funnel-day.model';
import { Funnel } from './models/funnel.model';
import { Sharing } from './models/sharing.model';
import { EmbedSite } from './models/embed-site.model';

const NEEDS_TOKEN = 'Needs the analytics token (UNAUTHENTICATED without it).';

@Resolver()
export class FunnelResolver {
  constructor(private readonly funnels: FunnelService) {}

  @Query(() => Funnel, {
    description: `Views, starts, completions and where visitors leave the quiz, from the web app's events. ${NEEDS_TOKEN}`,
  })
  @UseGuards(AnalyticsTokenGuard)
  funnel(@Args() range: EventRangeArgs): Promise<Funnel> {
    return this.funnels.funnel(range);
  }

  @Query(() => Sharing, {
    description: `Shares, and the visitors and completions shared links bring. ${NEEDS_TOKEN}`,
  })
  @UseGuards(AnalyticsTokenGuard)
  sharing(@Args() range: EventRangeArgs): Promise<Sharing> {
    return this.funnels.sharing(range);
  }

  @Query(() => [EmbedSite], {
    description: `Starts, completions and shares by where the quiz ran: the site, or each publisher's page that embeds it; busiest first. ${NEEDS_TOKEN}`,
  })
  @UseGuards(AnalyticsTokenGuard)
  embedSites(@Args() range: EventWindowArgs): Promise<EmbedSite[]> {
    return this.funnels.embedSites(range);
  }

  @Query(() => [FunnelDay], {
    description: `One row per UTC day with any events, oldest first. ${NEEDS_TOKEN}`,
  })
  @UseGuards(AnalyticsTokenGuard)
  funnelDaily(@Args() range: EventRangeArgs): Promise<FunnelDay[]> {
    return this.funnels.daily(range);
  }
}
