import { useMemo } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { barConfig } from '../../lib/chart-configs';
import { COLORS } from '../../lib/palette';
import { sharingSteps } from '../../lib/series';
import { useFormats } from '../../../shared/lib/use-formats';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function SharingChart({ sharing }: { sharing: EventInsightsQuery['sharing'] }) {
  const t = useInsightsT();
  const formats = useFormats();
  const steps = useMemo(() => sharingSteps(sharing, t), [sharing, t]);
  const config = useMemo(
    () =>
      barConfig({
        label: t('insights.column.count'),
        labels: steps.map((step) => step.label),
        counts: steps.map((step) => step.count),
        colors: COLORS.sharing,
        formats,
        horizontal: true,
      }),
    [steps, t, formats],
  );
  const rates = { shareRate: formats.ratio(sharing.shareRate), viralFactor: formats.ratio(sharing.viralFactor) };
  const summary = t('insights.sharing.summary', {
    steps: formats.list(
      steps.map((step) => t('insights.summary.item', { label: step.label, count: formats.count(step.count) })),
    ),
    ...rates,
  });
  return (
    <ChartCard
      title={t('insights.sharing.title')}
      note={t('insights.sharing.note', rates)}
      chart={<ChartCanvas config={config} summary={summary} className="h-72" />}
      table={
        <FiguresTable
          caption={t('insights.sharing.caption')}
          columns={[t('insights.column.step'), t('insights.column.count')]}
          rows={[
            ...steps.map((step) => [step.label, formats.count(step.count)]),
            [t('insights.sharing.sharesPerCompletion'), rates.shareRate],
            [t('insights.figure.viralFactor'), rates.viralFactor],
          ]}
        />
      }
    />
  );
}
