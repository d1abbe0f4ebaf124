import type { EventInsightsQuery, ResultInsightsQuery } from '../../../gql/graphql';
import { formatCount, formatRatio } from '../lib/format';

/** The figures an analyst reads first, as text; each appears once its query has answered. */
export function HeadlineFigures({
  stats,
  events,
}: {
  stats?: ResultInsightsQuery['resultStats'];
  events?: EventInsightsQuery;
}) {
  const figures: [string, string][] = [
    ...(stats
      ? ([
          ['Total results', formatCount(stats.total)],
          ['Results shared', formatCount(stats.shared)],
          ['Share rate', formatRatio(stats.shareRate)],
        ] as [string, string][])
      : []),
    ...(events
      ? ([
          ['Completion rate', formatRatio(events.funnel.completionRate)],
          ['Viral factor', formatRatio(events.sharing.viralFactor)],
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
