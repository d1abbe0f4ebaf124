import type { ChartConfiguration } from 'chart.js';
import { COLORS } from './palette';

/** Counts are whole: no 0.5 ticks on a small day. */
const countAxis = { beginAtZero: true, ticks: { precision: 0 } } as const;

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
}): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: { labels, datasets: [{ label, data: counts, backgroundColor: colors, borderRadius: 4 }] },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      plugins: { legend: { display: false } },
      scales: horizontal
        ? { x: countAxis, y: { grid: { display: false } } }
        : { y: countAxis, x: { grid: { display: false } } },
    },
  };
}

/** Results and shares over days: two lines, told apart by dash as well as colour. */
export function dailyConfig(days: string[], results: number[], shared: number[]): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: days,
      datasets: [
        { label: 'Results', data: results, borderColor: COLORS.results, backgroundColor: COLORS.results },
        {
          label: 'Shared',
          data: shared,
          borderColor: COLORS.shared,
          backgroundColor: COLORS.shared,
          borderDash: [6, 4],
          pointStyle: 'rect',
        },
      ],
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'bottom', labels: { usePointStyle: true } } },
      scales: { y: countAxis, x: { ticks: { maxRotation: 0, autoSkipPadding: 16 } } },
    },
  };
}
