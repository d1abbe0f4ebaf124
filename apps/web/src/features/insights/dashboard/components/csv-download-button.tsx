import { Button } from '../../../../components/ui/button';
import { useCsvDownload } from '../api/use-csv-download';
import { useInsightsT } from '../../shared/insights-messages';
import { ATTRIBUTION_KEYS } from '../lib/attribution';
import type { InsightsFilter, QueryWindow } from '../lib/filters';
import { ServerWords } from '../../shared/components/server-words';
import type { Credential } from '../../shared/api/credential';

/** The CSV's query: the same instants as the charts' queries, and the personality, language and attribution picked. */
function csvQuery(bounds: QueryWindow, filter: InsightsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (bounds.from) query.set('from', bounds.from);
  if (bounds.to) query.set('to', bounds.to);
  if (filter.personality) query.set('personality', filter.personality);
  if (filter.locale) query.set('locale', filter.locale);
  for (const key of ATTRIBUTION_KEYS) if (filter[key]) query.set(key, filter[key]);
  return query;
}

export function CsvDownloadButton({
  credential,
  bounds,
  filter,
}: {
  credential: Credential;
  bounds: QueryWindow;
  filter: InsightsFilter;
}) {
  const t = useInsightsT();
  const { state, download } = useCsvDownload(credential);
  const loading = state.kind === 'loading';
  return (
    <div>
      <Button variant="outline" disabled={loading} onClick={() => download(csvQuery(bounds, filter))}>
        {loading ? t('insights.csv.preparing') : t('insights.csv.download')}
      </Button>
      {/* Always in the page: a live region that appears with its text may not be announced. */}
      <p role="status" className={loading ? 'mt-2 text-sm text-stone-700' : ''}>
        {loading ? t('insights.csv.preparingStatus') : ''}
      </p>
      {state.kind === 'failed' && (
        <div role="alert" className="mt-2 text-sm">
          <p className="font-semibold text-red-700">{t(state.message, state.values)}</p>
          {state.reason && <ServerWords className="mt-1 text-stone-700">{state.reason}</ServerWords>}
        </div>
      )}
    </div>
  );
}
