import { useId } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { FiguresTable } from './figures-table';

type Site = EventInsightsQuery['embedSites'][number];

const siteName = (origin: string | null | undefined) => origin ?? 'The site itself';

/** Where the funnel and sharing figures come from: everywhere, the site itself, or one publisher's page. */
export function RanOnSelect({
  sites,
  ranOn,
  onChange,
}: {
  sites: readonly Site[];
  ranOn?: string;
  onChange: (ranOn?: string) => void;
}) {
  const id = useId();
  // A chosen origin stays listed even when the period has no event from it.
  const origins = [
    ...new Set([...sites.flatMap((site) => site.origin ?? []), ...(ranOn && ranOn !== 'site' ? [ranOn] : [])]),
  ];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Where the quiz ran
      </label>
      <select
        id={id}
        value={ranOn ?? 'everywhere'}
        onChange={(event) => onChange(event.target.value === 'everywhere' ? undefined : event.target.value)}
        className="min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        <option value="everywhere">Everywhere</option>
        <option value="site">The site itself</option>
        {origins.map((origin) => (
          <option key={origin} value={origin}>
            Embedded on {origin}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Starts, completions and shares per place the quiz ran, busiest first. */
export function EmbedSitesTable({ sites }: { sites: readonly Site[] }) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5">
      <h3 className="text-lg font-bold">By embedding site</h3>
      <div className="mt-3">
        <FiguresTable
          caption="Quiz starts, completions and shares by where the quiz ran"
          columns={['Where the quiz ran', 'Starts', 'Completions', 'Shares']}
          rows={sites.map((site) => [siteName(site.origin), site.starts, site.completions, site.shares])}
        />
      </div>
    </div>
  );
}
