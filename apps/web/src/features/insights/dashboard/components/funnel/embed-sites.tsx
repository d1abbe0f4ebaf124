import { useId } from 'react';
import type { EventInsightsQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { useFormats } from '../../../shared/lib/use-formats';
import { FiguresTable } from '../charts/figures-table';

type Site = EventInsightsQuery['embedSites'][number];

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
  const t = useInsightsT();
  // A chosen origin stays listed even when the period has no event from it.
  const origins = [
    ...new Set([...sites.flatMap((site) => site.origin ?? []), ...(ranOn && ranOn !== 'site' ? [ranOn] : [])]),
  ];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('insights.ranOn.label')}
      </label>
      <select
        id={id}
        value={ranOn ?? 'everywhere'}
        onChange={(event) => onChange(event.target.value === 'everywhere' ? undefined : event.target.value)}
        className="min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        <option value="everywhere">{t('insights.ranOn.everywhere')}</option>
        <option value="site">{t('insights.ranOn.site')}</option>
        {origins.map((origin) => (
          <option key={origin} value={origin}>
            {t('insights.ranOn.embeddedOn', { origin })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Starts, completions and shares per place the quiz ran, busiest first. */
export function EmbedSitesTable({ sites }: { sites: readonly Site[] }) {
  const t = useInsightsT();
  const { count } = useFormats();
  return (
    <div className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5">
      <h3 className="text-lg font-bold">{t('insights.embedSites.heading')}</h3>
      <div className="mt-3">
        <FiguresTable
          caption={t('insights.embedSites.caption')}
          columns={[
            t('insights.ranOn.label'),
            t('insights.column.starts'),
            t('insights.column.completions'),
            t('insights.column.shares'),
          ]}
          rows={sites.map((site) => [
            // An origin is an address: it reads left to right in any language.
            site.origin ? <bdi dir="ltr">{site.origin}</bdi> : t('insights.ranOn.site'),
            count(site.starts),
            count(site.completions),
            count(site.shares),
          ])}
        />
      </div>
    </div>
  );
}
