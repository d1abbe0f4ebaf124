import { useMemo, useRef, useState } from 'react';
import { PERSONALITY_MESSAGES } from '../../../../i18n/personality-messages';
import { useT } from '../../../../i18n/site-messages';
import { useDataRetention } from '../api/use-data-retention';
import { useEventInsights } from '../api/use-event-insights';
import { useResultInsights } from '../api/use-result-insights';
import { useInsightsT } from '../../shared/insights-messages';
import type { AttributionKey } from '../lib/attribution';
import { describeAttribution, describeFilter, describeRange } from '../lib/describe-filter';
import { daysOf, queryWindow } from '../lib/filters';
import type { Refusal } from '../../shared/lib/refusal';
import { useFormats } from '../../shared/lib/use-formats';
import { useInsightsFilter } from '../lib/use-insights-filter';
import { useRefusal } from '../../shared/lib/use-refusal';
import { AcquisitionPanel } from './acquisition/acquisition-panel';
import { AttributionFilters } from './acquisition/attribution-filters';
import { CsvDownloadButton } from './csv-download-button';
import { EventsPanel } from './funnel/events-panel';
import { FilterBar } from './filter-bar';
import { HeadlineFigures } from './headline-figures';
import { LinkBuilder } from './acquisition/link-builder';
import { ResultsPanel } from './results-panel';
import { RawEventsNote, RemovedResultsNote } from './retention-notes';
import { WebVitalsPanel } from './web-vitals/web-vitals-panel';
import type { Credential } from '../../shared/api/credential';

export function InsightsDashboard({
  credential,
  onRefused,
}: {
  credential: Credential;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const siteT = useT();
  const { day, list } = useFormats();
  const [filter, setFilter] = useInsightsFilter();
  // Fixed for the page's life: presets end today, and a window that moved every render would query again each time.
  const [today] = useState(() => new Date());
  const bounds = useMemo(() => queryWindow(filter.range, today), [filter.range, today]);
  const period = useMemo(() => daysOf(filter.range, today), [filter.range, today]);
  const results = useResultInsights(bounds, filter.personality, filter.locale);
  const events = useEventInsights(bounds, filter.ranOn);
  const retention = useDataRetention().data?.dataRetention;
  const summary = useRef<HTMLParagraphElement>(null);

  const refusal = useRefusal([results.error, events.error], onRefused);
  if (refusal) return null;

  const periodText = describeRange(filter.range, today, { t, day });
  const filterText = describeFilter(filter, periodText, {
    t,
    day,
    personalityName: (key) => siteT(PERSONALITY_MESSAGES[key]),
  });
  const attributionText = describeAttribution(filter, { t, list });
  // An unset field leaves the address: searchFromFilter writes only what is set.
  const pick = (key: AttributionKey, value?: string) => setFilter({ ...filter, [key]: value });
  const unpick = (keys: readonly AttributionKey[]) =>
    setFilter({ ...filter, ...Object.fromEntries(keys.map((key) => [key, undefined])) });
  return (
    <div className="mt-6 space-y-8">
      <section
        aria-label={t('insights.filters.label')}
        className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5"
      >
        <FilterBar filter={filter} today={today} onChange={setFilter} />
        <div className="mt-5 flex flex-wrap items-start justify-between gap-4 border-t border-stone-200 pt-4">
          <p
            ref={summary}
            tabIndex={-1}
            className="text-stone-800 focus-visible:outline-3 focus-visible:outline-orange-700"
          >
            {t('insights.filters.showing')} <strong>{filterText}</strong>
          </p>
          <CsvDownloadButton credential={credential} bounds={bounds} filter={filter} />
        </div>
        <AttributionFilters filter={filter} summary={summary} onRemove={unpick} />
      </section>

      <section aria-labelledby="headline-heading">
        <h2 id="headline-heading" className="text-2xl font-bold">
          {t('insights.headline.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.headline.note')}</p>
        <div className="mt-3">
          <HeadlineFigures stats={results.data?.resultStats} events={events.data} />
        </div>
      </section>

      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-2xl font-bold">
          {t('insights.results.heading')}
        </h2>
        <RemovedResultsNote retention={retention} />
        <div className="mt-3">
          <ResultsPanel query={results} period={period} filterText={filterText} />
        </div>
      </section>

      <section aria-labelledby="funnel-heading">
        <h2 id="funnel-heading" className="text-2xl font-bold">
          {t('insights.events.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.events.note')}</p>
        <RawEventsNote retention={retention} />
        <div className="mt-3">
          <EventsPanel
            query={events}
            periodText={periodText}
            ranOn={filter.ranOn}
            onRanOnChange={(ranOn) => setFilter({ ...filter, ranOn })}
          />
        </div>
      </section>

      <section aria-labelledby="acquisition-heading">
        <h2 id="acquisition-heading" className="text-2xl font-bold">
          {t('insights.acquisition.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.acquisition.note')}</p>
        <div className="mt-3">
          <AcquisitionPanel
            bounds={bounds}
            filter={filter}
            filterText={
              attributionText
                ? t('insights.attribution.summary', { period: periodText, attribution: attributionText })
                : periodText
            }
            onPick={pick}
            onRefused={onRefused}
          />
        </div>
      </section>

      <section aria-labelledby="link-builder-heading">
        <h2 id="link-builder-heading" className="text-2xl font-bold">
          {t('insights.linkBuilder.heading')}
        </h2>
        <div className="mt-3">
          <LinkBuilder />
        </div>
      </section>

      <section aria-labelledby="vitals-heading">
        <h2 id="vitals-heading" className="text-2xl font-bold">
          {t('insights.vitals.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.vitals.note')}</p>
        <div className="mt-3">
          <WebVitalsPanel bounds={bounds} periodText={periodText} onRefused={onRefused} />
        </div>
      </section>
    </div>
  );
}
