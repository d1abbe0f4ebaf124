import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { barConfig } from '../lib/chart-configs';
import { formatCount, formatPercent } from '../lib/format';
import { PERSONALITY_COLORS, PERSONALITY_LABELS } from '../lib/palette';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function PersonalityChart({ shares }: { shares: ResultInsightsQuery['resultStats']['byPersonality'] }) {
  const config = useMemo(
    () =>
      barConfig({
        label: 'Results',
        labels: shares.map((share) => PERSONALITY_LABELS[share.personality]),
        counts: shares.map((share) => share.count),
        colors: shares.map((share) => PERSONALITY_COLORS[share.personality]),
      }),
    [shares],
  );
  const summary = `Results by personality: ${shares
    .map(
      (share) =>
        `${PERSONALITY_LABELS[share.personality]} ${formatCount(share.count)} (${formatPercent(share.percent)})`,
    )
    .join(', ')}.`;
  return (
    <ChartCard
      title="Personality distribution"
      chart={<ChartCanvas config={config} summary={summary} />}
      table={
        <FiguresTable
          caption="Results by personality"
          columns={['Personality', 'Results', 'Share']}
          rows={shares.map((share) => [
            PERSONALITY_LABELS[share.personality],
            formatCount(share.count),
            formatPercent(share.percent),
          ])}
        />
      }
    />
  );
}
