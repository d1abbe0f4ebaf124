import { useMemo } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { barConfig } from '../../lib/chart-configs';
import { COLORS } from '../../lib/palette';
import { funnelSteps } from '../../lib/series';
import { useFormats } from '../../../shared/lib/use-formats';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function FunnelChart({ funnel }: { funnel: EventInsightsQuery['funnel'] }) {
  const t = useInsightsT();
  const formats = useFormats();
  const steps = useMemo(() => funnelSteps(funnel, t, formats), [funnel, t, formats]);
  const config = useMemo(
    () =>
      barConfig({
        label: t('insights.funnel.visitors'),
        labels: steps.map((step) => step.label),
        counts: steps.map((step) => step.count),
        colors: COLORS.funnel,
        formats,
        horizontal: true,
      }),
    [steps, t, formats],
  );
  const summary = t('insights.funnel.summary', {
    steps: steps
      .map((step) => {
        const values = { label: step.label, count: formats.count(step.count) };
        return step.dropOffPercent
          ? t('insights.funnel.summaryDropOff', { ...values, dropOff: formats.percent(step.dropOffPercent) })
          : t('insights.summary.item', values);
      })
      .join(t('insights.summary.separator')),
  });
  const dropOffText = (percent?: number) => (percent === undefined ? '—' : formats.percent(percent));
  const median = funnel.medianSecondsToComplete;
  const rate = formats.ratio(funnel.completionRate);
  return (
    <ChartCard
      title={t('insights.funnel.title')}
      note={`${
        median === null
          ? t('insights.funnel.rate', { rate })
          : t('insights.funnel.rateAndMedian', { rate, seconds: formats.count(median) })
      } ${t('insights.funnel.dropOffNote')}`}
      chart={<ChartCanvas config={config} summary={summary} className="h-72" />}
      table={
        <FiguresTable
          caption={t('insights.funnel.caption')}
          columns={[t('insights.column.step'), t('insights.column.count'), t('insights.column.dropOff')]}
          rows={steps.map((step) => [step.label, formats.count(step.count), dropOffText(step.dropOffPercent)])}
        />
      }
    />
  );
}
