import { useMemo } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { barConfig } from '../lib/chart-configs';
import { formatCount, formatPercent, formatRatio } from '../lib/format';
import { COLORS } from '../lib/palette';
import { funnelSteps } from '../lib/series';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

const dropOffText = (percent?: number) => (percent === undefined ? '—' : formatPercent(percent));

export function FunnelChart({ funnel }: { funnel: EventInsightsQuery['funnel'] }) {
  const steps = useMemo(() => funnelSteps(funnel), [funnel]);
  const config = useMemo(
    () =>
      barConfig({
        label: 'Visitors',
        labels: steps.map((step) => step.label),
        counts: steps.map((step) => step.count),
        colors: COLORS.funnel,
        horizontal: true,
      }),
    [steps],
  );
  const summary = `Funnel: ${steps
    .map(
      (step) =>
        `${step.label} ${formatCount(step.count)}${step.dropOffPercent ? `, ${formatPercent(step.dropOffPercent)} left` : ''}`,
    )
    .join('; ')}.`;
  const median = funnel.medianSecondsToComplete;
  return (
    <ChartCard
      title="Funnel"
      note={
        <>
          Completion rate {formatRatio(funnel.completionRate)} of starts
          {median !== null && `; median time to complete ${formatCount(median)} s`}. Drop-off: the part of the step
          before that did not reach this one.
        </>
      }
      chart={<ChartCanvas config={config} summary={summary} className="h-72" />}
      table={
        <FiguresTable
          caption="Funnel steps with the drop-off from the step before"
          columns={['Step', 'Count', 'Drop-off']}
          rows={steps.map((step) => [step.label, formatCount(step.count), dropOffText(step.dropOffPercent)])}
        />
      }
    />
  );
}
