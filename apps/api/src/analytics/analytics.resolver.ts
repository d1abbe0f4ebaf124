import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AnalyticsService } from './analytics.service';
import { AnalyticsTokenGuard } from './analytics-token.guard';
import { PersonalityResultsArgs, ResultFilterArgs, ResultWindowArgs } from './dto/result-filter.args';
import { LocaleResults } from './models/locale-results.model';
import { PersonalityResultConnection } from './models/personality-result-connection.model';
import { DailyResultCount, PersonalityShare, ResultStats } from './models/result-stats.model';

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Query(() => ResultStats, {
    description: 'Totals, shares and answer counts. Needs the analytics token (UNAUTHENTICATED without it).',
  })
  @UseGuards(AnalyticsTokenGuard)
  resultStats(@Args() filter: ResultFilterArgs): Promise<ResultStats> {
    return this.analytics.stats(filter);
  }

  @Query(() => [DailyResultCount], {
    description:
      'One row per UTC day with results, oldest first. Needs the analytics token (UNAUTHENTICATED without it).',
  })
  @UseGuards(AnalyticsTokenGuard)
  dailyResults(@Args() filter: ResultFilterArgs): Promise<DailyResultCount[]> {
    return this.analytics.daily(filter);
  }

  @Query(() => [LocaleResults], {
    description:
      'Completed quizzes and shared results by the language the quiz ran in: every language, busiest first. Needs the analytics token (UNAUTHENTICATED without it).',
  })
  @UseGuards(AnalyticsTokenGuard)
  resultsByLocale(@Args() window: ResultWindowArgs): Promise<LocaleResults[]> {
    return this.analytics.byLocale(window);
  }

  @Query(() => PersonalityResultConnection, {
    description: 'Stored results, newest first. Needs the analytics token (UNAUTHENTICATED without it).',
  })
  @UseGuards(AnalyticsTokenGuard)
  personalityResults(@Args() args: PersonalityResultsArgs): Promise<PersonalityResultConnection> {
    return this.analytics.page(args);
  }

  @Query(() => [PersonalityShare], {
    description: 'Public: the share of each personality among all results; empty while there are fewer than 20.',
  })
  personalityDistribution(): Promise<PersonalityShare[]> {
    return this.analytics.distribution();
  }
}
