import { textDirection } from '@tastetype/quiz-domain';
import type { ChartConfiguration } from 'chart.js';
import type { Formats } from '../../shared/lib/format';
import { COLORS } from './palette';

/** Counts are whole (no 0.5 ticks on a small day) and short ("150K"): the tables carry the exact figures. */
const countAxis = (formats: Formats) => ({
  beginAtZero: true,
  ticks: { precision: 0, maxTicksLimit: 6, callback: (value: string | number) => formats.compact(Number(value)) },
});

/** chart.js writes the tooltips' figures in `locale`; right to left, bars and days run from the right, labels on the right. */
function inLanguage(formats: Formats) {
  const rtl = textDirection(formats.locale) === 'rtl';
  return { locale: formats.locale, rtl, side: rtl ? ('right' as const) : ('left' as const) };
}

/** Longest line of a label beside horizontal bars: chart.js cuts a longer one off at the canvas edge. */
const LABEL_LINE = 16;

/** "Completions from shares" → ["Completions", "from shares"]: words kept whole, lines up to LABEL_LINE. */
export function wrapLabel(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= LABEL_LINE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Bars along a category axis, one colour per bar or one for all. */
export function barConfig({
  labels,
  counts,
  colors,
  label,
  formats,
  horizontal = false,
}: {
  labels: string[];
  counts: number[];
  colors: string | string[];
  label: string;
  formats: Formats;
  horizontal?: boolean;
}): ChartConfiguration<'bar', number[], string | string[]> {
  const { locale, rtl, side } = inLanguage(formats);
  const categories = { grid: { display: false }, ...(horizontal ? { position: side } : { reverse: rtl }) };
  const values = { ...countAxis(formats), ...(horizontal ? { reverse: rtl } : { position: side }) };
  return {
    type: 'bar',
    data: {
      labels: horizontal ? labels.map(wrapLabel) : labels,
      datasets: [{ label, data: counts, backgroundColor: colors, borderRadius: 4 }],
    },
    options: {
      locale,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: { legend: { display: false }, tooltip: { rtl } },
      scales: horizontal ? { x: values, y: categories } : { y: values, x: categories },
    },
  };
}

/** Results and the shared among them per day, side by side: bars, as each day is a count of its own. */
export function dailyConfig({
  days,
  results,
  shared,
  labels,
  formats,
}: {
  days: string[];
  results: number[];
  shared: number[];
  labels: { results: string; shared: string };
  formats: Formats;
}): ChartConfiguration<'bar'> {
  const { locale, rtl, side } = inLanguage(formats);
  return {
    type: 'bar',
    data: {
      labels: days,
      datasets: [
        { label: labels.results, data: results, backgroundColor: COLORS.results, borderRadius: 2 },
        { label: labels.shared, data: shared, backgroundColor: COLORS.shared, borderRadius: 2 },
      ],
    },
    options: {
      locale,
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'bottom', rtl }, tooltip: { rtl } },
      scales: {
        y: { ...countAxis(formats), position: side },
        x: { grid: { display: false }, reverse: rtl, ticks: { maxRotation: 0, autoSkipPadding: 16 } },
      },
    },
  };
}
