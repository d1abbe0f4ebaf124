import { Args, Query, Resolver } from '@nestjs/graphql';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { EventRangeArgs, EventWindowArgs } from './dto/event-range.args';
import { FunnelService } from './funnel.service';
import { FunnelDay } from './models/funnel-day.model';
import { Funnel } from './models/funnel.model';
import { Sharing } from './models/sharing.model';
import { EmbedSite } from './models/embed-site.model';

const NEEDS_TOKEN =
  'Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).';

@Resolver()
export class FunnelResolver {
  constructor(private readonly funnels: FunnelService) {}

  @Query(() => Funnel, {
    description: `Views, starts, completions and where visitors leave the quiz, from the web app's events. ${NEEDS_TOKEN}`,
  })
  @RequireKey('analytics:read')
  funnel(@Args() range: EventRangeArgs): Promise<Funnel> {
    return this.funnels.funnel(range);
  }

  @Query(() => Sharing, {
    description: `Shares, and the visitors and completions shared links bring. ${NEEDS_TOKEN}`,
  })
  @RequireKey('analytics:read')
  sharing(@Args() range: EventRangeArgs): Promise<Sharing> {
    return this.funnels.sharing(range);
  }

  @Query(() => [EmbedSite], {
    description: `Starts, completions and shares by where the quiz ran: the site, or each publisher's page that embeds it; busiest first. ${NEEDS_TOKEN}`,
  })
  @RequireKey('analytics:read')
  embedSites(@Args() range: EventWindowArgs): Promise<EmbedSite[]> {
    return this.funnels.embedSites(range);
  }

  @Query(() => [FunnelDay], {
    description: `One row per UTC day with any events, oldest first. ${NEEDS_TOKEN}`,
  })
  @RequireKey('analytics:read')
  funnelDaily(@Args() range: EventRangeArgs): Promise<FunnelDay[]> {
    return this.funnels.daily(range);
  }
}
