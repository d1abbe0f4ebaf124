import { ReadDatabase } from '../../platform/database/read-database';
import { Injectable } from '@nestjs/common';
import { BadRequest } from '../../platform/refusals/refusals';
import { LOCALES, PERSONALITY_KEYS, QUESTIONS } from '@tastetype/quiz-domain';
import { type ComboCount, type ResultFilter, ResultAnalyticsRepository } from './result-analytics.repository';
import { type PersonalityResultsArgs, MAX_PAGE_SIZE } from './dto/result-filter.args';
import type { PersonalityResultConnection } from './models/personality-result-connection.model';
import type { DailyResultCount, PersonalityShare, ResultStats } from './models/result-stats.model';
import type { LocaleResults } from './models/locale-results.model';
import { decodeCursor, encodeCursor } from './result-cursor';

/** Below this many results the public distribution says nothing: too few to mean anything or to stay anonymous. */
export const MIN_RESULTS_FOR_DISTRIBUTION = 20;
export const DISTRIBUTION_TTL_MS = 60_000;

/** part of total in percent, to 0.1; 0 when total is 0. */
export const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

/** The filter, once from is known not to be later than to. */
export function checked<Range extends { from?: Date; to?: Date }>(filter: Range): Range {
  if (filter.from && filter.to && filter.from > filter.to) throw new BadRequest('from must not be later than to');
  return filter;
}

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly results: ResultAnalyticsRepository,
    private readonly read: ReadDatabase,
  ) {}

  /** Totals, summed here from the counts per answer combination. */
  async stats(filter: ResultFilter): Promise<ResultStats> {
    const [rows, asOf] = await Promise.all([this.results.comboCounts(checked(filter)), this.read.asOf()]);
    const sum = (pick: (row: ComboCount) => boolean, field: 'count' | 'shared' = 'count') =>
      rows.filter(pick).reduce((n, row) => n + row[field], 0);
    const total = sum(() => true);
    const shared = sum(() => true, 'shared');
    return {
      total,
      shared,
      shareRate: total === 0 ? 0 : shared / total,
      byPersonality: PERSONALITY_KEYS.map((personality) => {
        const count = sum((row) => row.personality === personality);
        return { personality, count, percent: percentOf(count, total) };
      }),
      answers: QUESTIONS.flatMap((question) =>
        question.options.map((option) => ({
          question: question.id,
          option: option.id,
          count: sum((row) => row[question.id] === option.id),
        })),
      ),
      asOf,
    };
  }

  daily(filter: ResultFilter): Promise<DailyResultCount[]> {
    return this.results.dailyCounts(checked(filter));
  }

  /** Every language, busiest first; ties (and languages without results) in the order of LOCALES, English first. */
  async byLocale(filter: ResultFilter): Promise<LocaleResults[]> {
    const rows = await this.results.countsByLocale(checked(filter));
    const languages = LOCALES.map((locale) => {
      const row = rows.find((each) => each.locale === locale);
      return { locale, completions: row?.count ?? 0, shares: row?.shared ?? 0 };
    });
    return languages.sort((a, b) => b.completions - a.completions);
  }

  async page({ first, after, ...filter }: PersonalityResultsArgs): Promise<PersonalityResultConnection> {
    const limit = Math.min(first, MAX_PAGE_SIZE);
    const totalCount = await this.results.count(checked(filter));
    const rows = await this.results.newestFirst(filter, after ? decodeCursor(after) : undefined, limit + 1);
    const edges = rows.slice(0, limit).map((row) => ({ cursor: encodeCursor(row.cursor), node: row.result }));
    return {
      totalCount,
      pageInfo: {
        hasNextPage: rows.length > limit,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      edges,
    };
  }

  /**
   * Public and aggregate only; empty until there are enough results. Every results page asks for it,
   * so one computation serves everyone for a minute.
   */
  async distribution(): Promise<PersonalityShare[]> {
    if (!this.distributionCache || this.distributionCache.until < Date.now()) {
      this.distributionCache = {
        until: Date.now() + DISTRIBUTION_TTL_MS,
        value: this.computeDistribution(),
      };
      this.distributionCache.value.catch(() => (this.distributionCache = undefined));
    }
    return this.distributionCache.value;
  }

  private distributionCache?: {
    until: number;
    value: Promise<PersonalityShare[]>;
  };

  private async computeDistribution(): Promise<PersonalityShare[]> {
    const rows = await this.results.personalityTotals();
    const total = rows.reduce((n, row) => n + row.count, 0);
    if (total < MIN_RESULTS_FOR_DISTRIBUTION) return [];
    const countOf = (key: string) => rows.find((row) => row.personality === key)?.count ?? 0;
    return PERSONALITY_KEYS.map((personality) => ({
      personality,
      percent: percentOf(countOf(personality), total),
    }));
  }
}
