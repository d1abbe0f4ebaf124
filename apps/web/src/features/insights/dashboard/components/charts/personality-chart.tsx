import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { PERSONALITY_MESSAGES } from '../../../../../i18n/personality-messages';
import { useT } from '../../../../../i18n/site-messages';
import { useInsightsT } from '../../../shared/insights-messages';
import { barConfig } from '../../lib/chart-configs';
import { PERSONALITY_COLORS } from '../../lib/palette';
import { useFormats } from '../../../shared/lib/use-formats';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export function PersonalityChart({ shares }: { shares: ResultInsightsQuery['resultStats']['byPersonality'] }) {
  const t = useInsightsT();
  const siteT = useT();
  const formats = useFormats();
  // The names the visitors read on their results, in the page's language.
  const named = useMemo(
    () => shares.map((share) => ({ ...share, name: siteT(PERSONALITY_MESSAGES[share.personality]) })),
    [shares, siteT],
  );
  const config = useMemo(
    () =>
      barConfig({
        label: t('insights.column.results'),
        labels: named.map((share) => share.name),
        counts: named.map((share) => share.count),
        colors: named.map((share) => PERSONALITY_COLORS[share.personality]),
        formats,
      }),
    [named, t, formats],
  );
  const summary = t('insights.personalities.summary', {
    shares: formats.list(
      named.map((share) =>
        t('insights.personalities.summaryItem', {
          name: share.name,
          count: formats.count(share.count),
          percent: formats.percent(share.percent),
        }),
      ),
    ),
  });
  return (
    <ChartCard
      title={t('insights.personalities.title')}
      chart={<ChartCanvas config={config} summary={summary} />}
      table={
        <FiguresTable
          caption={t('insights.personalities.caption')}
          columns={[t('insights.personality.label'), t('insights.column.results'), t('insights.column.share')]}
          rows={named.map((share) => [share.name, formats.count(share.count), formats.percent(share.percent)])}
        />
      }
    />
  );
}
