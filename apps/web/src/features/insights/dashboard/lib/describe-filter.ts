import { LOCALE_NAMES, type PersonalityKey } from '@tastetype/quiz-domain';
import type { InsightsT } from '../../shared/insights-messages';
import { ATTRIBUTION_KEYS, type Attribution } from './attribution';
import { ATTRIBUTION_MESSAGES } from './attribution-messages';
import { type InsightsFilter, type RangeChoice, daysOf } from './filters';

/** The words a filter is told in: the dashboard's messages, the page's days, and the personalities' names. */
export interface FilterWords {
  t: InsightsT;
  day: (day: string) => string;
  personalityName: (key: PersonalityKey) => string;
}

/** "Last 7 days (2026-03-01 to 2026-03-07)", "All time" or "2026-01-01 to 2026-01-31": the period in words. */
export function describeRange(range: RangeChoice, today: Date, { t, day }: Pick<FilterWords, 't' | 'day'>): string {
  const days = daysOf(range, today);
  if (!days) return t('insights.period.allTime');
  const span =
    days.firstDay === days.lastDay
      ? day(days.firstDay)
      : t('insights.period.span', { first: day(days.firstDay), last: day(days.lastDay) });
  return range.kind === 'preset' ? t('insights.period.lastDaysSpan', { days: range.days, span }) : span;
}

/** The period, the personality and, when one is picked, the language: what the figures below count. */
export function describeFilter(filter: InsightsFilter, periodText: string, words: FilterWords): string {
  const { t } = words;
  const personality = filter.personality
    ? words.personalityName(filter.personality)
    : t('insights.filters.allPersonalities');
  return filter.locale
    ? t('insights.filters.summaryInLanguage', {
        period: periodText,
        personality,
        language: LOCALE_NAMES[filter.locale],
      })
    : t('insights.filters.summary', { period: periodText, personality });
}

/** The channel, source, medium and campaign picked, "Channel: Email, Source: newsletter"; undefined when none is. */
export function describeAttribution(
  filter: Attribution,
  { t, list }: { t: InsightsT; list: (items: readonly string[]) => string },
): string | undefined {
  const picked = ATTRIBUTION_KEYS.flatMap((key) => {
    const value = filter[key];
    return value ? [t(ATTRIBUTION_MESSAGES[key].picked, { value })] : [];
  });
  return picked.length ? list(picked) : undefined;
}
