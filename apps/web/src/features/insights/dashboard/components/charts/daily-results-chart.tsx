import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { dailyConfig } from '../../lib/chart-configs';
import { fillDays } from '../../lib/series';
import { useFormats } from '../../../shared/lib/use-formats';
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
  const t = useInsightsT();
  const formats = useFormats();
  const days = useMemo(() => fillDays(rows, period), [rows, period]);
  const config = useMemo(
    () =>
      dailyConfig({
        days: days.map((d) => formats.day(d.day)),
        results: days.map((d) => d.count),
        shared: days.map((d) => d.shared),
        labels: { results: t('insights.column.results'), shared: t('insights.column.shared') },
        formats,
      }),
    [days, t, formats],
  );
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const shared = days.reduce((sum, day) => sum + day.shared, 0);
  const summary = t('insights.daily.summary', {
    first: formats.day(days[0].day),
    last: formats.day(days[days.length - 1].day),
    total: formats.count(total),
    shared: formats.count(shared),
    busiest: formats.day(busiest.day),
    busiestCount: formats.count(busiest.count),
  });
  return (
    <ChartCard
      title={t('insights.daily.title')}
      note={t('insights.daily.note')}
      className={className}
      chart={<ChartCanvas config={config} summary={summary} />}
      table={
        <FiguresTable
          caption={t('insights.daily.caption')}
          columns={[t('insights.column.day'), t('insights.column.results'), t('insights.column.shared')]}
          rows={days.map((day) => [formats.day(day.day), formats.count(day.count), formats.count(day.shared)])}
        />
      }
    />
  );
}
