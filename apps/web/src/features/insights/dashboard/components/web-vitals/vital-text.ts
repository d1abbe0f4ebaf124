import type { Locale, VitalRating } from '@tastetype/quiz-domain';
import type { VitalMetric } from '../../../gql/graphql';
import type { InsightsMessage } from '../../../shared/insights-messages';

export const RATING_MESSAGES = {
  good: 'insights.vitals.rating.good',
  'needs-improvement': 'insights.vitals.rating.needsImprovement',
  poor: 'insights.vitals.rating.poor',
} as const satisfies Record<VitalRating, InsightsMessage>;

/** Text and ring by rating: the word carries it, the colour only repeats it. */
export const RATING_CLASSES: Record<VitalRating, string> = {
  good: 'bg-green-50 text-green-800 ring-green-700/30',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-700/30',
  poor: 'bg-red-50 text-red-800 ring-red-700/30',
};

type VitalFormat = (metric: VitalMetric, value: number) => string;
const formatsByLocale = new Map<Locale, VitalFormat>();

/**
 * A 75th percentile as its readers write it: LCP in seconds from 1 s (2.5 s, as web.dev states its thresholds), else
 * in ms; INP in ms; CLS, a score without a unit, with two decimals.
 */
export function vitalFormatIn(locale: Locale): VitalFormat {
  let format = formatsByLocale.get(locale);
  if (!format) {
    const unit = (name: string, digits: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
    const [ms, seconds] = [unit('millisecond', 0), unit('second', 1)];
    const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    format = (metric, value) => {
      if (metric === 'CLS') return score.format(value);
      return metric === 'LCP' && value >= 1000 ? seconds.format(value / 1000) : ms.format(value);
    };
    formatsByLocale.set(locale, format);
  }
  return format;
}
