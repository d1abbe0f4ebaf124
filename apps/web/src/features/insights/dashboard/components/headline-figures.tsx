import type { EventInsightsQuery, ResultInsightsQuery } from '../../gql/graphql';
import { useInsightsT } from '../../shared/insights-messages';
import { useFormats } from '../../shared/lib/use-formats';

/** The figures an analyst reads first, as text; each appears once its query has answered. */
export function HeadlineFigures({
  stats,
  events,
}: {
  stats?: ResultInsightsQuery['resultStats'];
  events?: EventInsightsQuery;
}) {
  const t = useInsightsT();
  const formats = useFormats();
  const figures: [string, string][] = [
    ...(stats
      ? ([
          [t('insights.figure.total'), formats.count(stats.total)],
          [t('insights.figure.shared'), formats.count(stats.shared)],
          [t('insights.figure.shareRate'), formats.ratio(stats.shareRate)],
        ] as [string, string][])
      : []),
    ...(events
      ? ([
          [t('insights.figure.completionRate'), formats.ratio(events.funnel.completionRate)],
          [t('insights.figure.viralFactor'), formats.ratio(events.sharing.viralFactor)],
        ] as [string, string][])
      : []),
  ];
  if (figures.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5">
          <dt className="text-sm text-stone-700">{term}</dt>
          <dd className="mt-1 text-2xl font-black tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
