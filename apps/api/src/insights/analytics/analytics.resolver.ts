import { Args, Query, Resolver } from '@nestjs/graphql';
import { AnalyticsService } from './analytics.service';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { PersonalityResultsArgs, ResultFilterArgs, ResultWindowArgs } from './dto/result-filter.args';
import { LocaleResults } from './models/locale-results.model';
import { PersonalityResultConnection } from './models/personality-result-connection.model';
import { DailyResultCount, PersonalityShare, ResultStats } from './models/result-stats.model';

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Query(() => ResultStats, {
    description:
      'Totals, shares and answer counts. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
  resultStats(@Args() filter: ResultFilterArgs): Promise<ResultStats> {
    return this.analytics.stats(filter);
  }

  @Query(() => [DailyResultCount], {
    description:
      'One row per UTC day with results, oldest first. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
  dailyResults(@Args() filter: ResultFilterArgs): Promise<DailyResultCount[]> {
    return this.analytics.daily(filter);
  }

  @Query(() => [LocaleResults], {
    description:
      'Completed quizzes and shared results by the language the quiz ran in: every language, busiest first. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
  resultsByLocale(@Args() window: ResultWindowArgs): Promise<LocaleResults[]> {
    return this.analytics.byLocale(window);
  }

  @Query(() => PersonalityResultConnection, {
    description:
      'Stored results, newest first. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
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
