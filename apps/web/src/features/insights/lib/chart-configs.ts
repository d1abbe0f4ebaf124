import type { ChartConfiguration } from 'chart.js';
import { COLORS } from './palette';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

/** Counts are whole (no 0.5 ticks on a small day) and short ("150K"): the tables carry the exact figures. */
const countAxis = {
  beginAtZero: true,
  ticks: { precision: 0, maxTicksLimit: 6, callback: (value: string | number) => compact.format(Number(value)) },
};

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
  horizontal = false,
}: {
  labels: string[];
  counts: number[];
  colors: string | string[];
  label: string;
  horizontal?: boolean;
}): ChartConfiguration<'bar', number[], string | string[]> {
  return {
    type: 'bar',
    data: {
      labels: horizontal ? labels.map(wrapLabel) : labels,
      datasets: [{ label, data: counts, backgroundColor: colors, borderRadius: 4 }],
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      plugins: { legend: { display: false } },
      scales: horizontal
        ? { x: countAxis, y: { grid: { display: false } } }
        : { y: countAxis, x: { grid: { display: false } } },
    },
  };
}

/** Results and the shared among them per day, side by side: bars, as each day is a count of its own. */
export function dailyConfig(days: string[], results: number[], shared: number[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: days,
      datasets: [
        { label: 'Results', data: results, backgroundColor: COLORS.results, borderRadius: 2 },
        { label: 'Shared', data: shared, backgroundColor: COLORS.shared, borderRadius: 2 },
      ],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'bottom' } },
      scales: { y: countAxis, x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 16 } } },
    },
  };
}
