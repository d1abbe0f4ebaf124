import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { dailyConfig } from '../lib/chart-configs';
import { formatCount } from '../lib/format';
import { fillDays } from '../lib/series';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function DailyResultsChart({
  rows,
  period,
  className,
}: {
  rows: ResultInsightsQuery['dailyResults'];
  period?: { firstDay: string; lastDay: string };
  className?: string;
}) {
  const days = useMemo(() => fillDays(rows, period), [rows, period]);
  const config = useMemo(
    () =>
      dailyConfig(
        days.map((d) => d.day),
        days.map((d) => d.count),
        days.map((d) => d.shared),
      ),
    [days],
  );
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const shared = days.reduce((sum, day) => sum + day.shared, 0);
  const summary =
    `Results and shares per day, ${days[0].day} to ${days[days.length - 1].day}: ${formatCount(total)} results, ` +
    `${formatCount(shared)} shared; the busiest day was ${busiest.day} with ${formatCount(busiest.count)}.`;
  return (
    <ChartCard
      title="Results and shares per day"
      note="Days are UTC. Shared: results of that day whose visitor shared them."
      className={className}
      chart={<ChartCanvas config={config} summary={summary} />}
      table={
        <FiguresTable
          caption="Results and shares per UTC day"
          columns={['Day', 'Results', 'Shared']}
          rows={days.map((day) => [day.day, formatCount(day.count), formatCount(day.shared)])}
        />
      }
    />
  );
}
