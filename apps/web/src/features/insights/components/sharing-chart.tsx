import { useMemo } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { barConfig } from '../lib/chart-configs';
import { formatCount, formatRatio } from '../lib/format';
import { COLORS } from '../lib/palette';
import { sharingSteps } from '../lib/series';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function SharingChart({ sharing }: { sharing: EventInsightsQuery['sharing'] }) {
  const steps = useMemo(() => sharingSteps(sharing), [sharing]);
  const config = useMemo(
    () =>
      barConfig({
        label: 'Count',
        labels: steps.map((step) => step.label),
        counts: steps.map((step) => step.count),
        colors: COLORS.sharing,
        horizontal: true,
      }),
    [steps],
  );
  const rates = `shares per completion ${formatRatio(sharing.shareRate)}, viral factor ${formatRatio(sharing.viralFactor)}`;
  const summary = `Sharing: ${steps.map((step) => `${step.label} ${formatCount(step.count)}`).join(', ')}; ${rates}.`;
  return (
    <ChartCard
      title="Sharing and virality"
      note={
        <>
          Shares per completion {formatRatio(sharing.shareRate)}. Viral factor {formatRatio(sharing.viralFactor)}: the
          part of all completions that shared links brought.
        </>
      }
      chart={<ChartCanvas config={config} summary={summary} className="h-72" />}
      table={
        <FiguresTable
          caption="Sharing, from the tap on Share to the completions shared links brought"
          columns={['Step', 'Count']}
          rows={[
            ...steps.map((step) => [step.label, formatCount(step.count)]),
            ['Shares per completion', formatRatio(sharing.shareRate)],
            ['Viral factor', formatRatio(sharing.viralFactor)],
          ]}
        />
      }
    />
  );
}
