import { useWebVitals } from '../../api/use-web-vitals';
import { useInsightsT } from '../../../shared/insights-messages';
import { LoadFailed, Loading, NothingToShow } from '../../../shared/components/load-states';
import type { Refusal } from '../../../shared/lib/refusal';
import { useRefusal } from '../../../shared/lib/use-refusal';
import type { QueryWindow } from '../../lib/filters';
import { WebVitalsTable } from './web-vitals-table';

interface Props {
  bounds: QueryWindow;
  /** The period, in words: the only filter this panel takes. */
  periodText: string;
  onRefused: (refusal: Refusal) => void;
}

/** What phones see: each page's Core Web Vitals at the 75th percentile, from the visitors' own browsers. */
export function WebVitalsPanel({ bounds, periodText, onRefused }: Props) {
  const t = useInsightsT();
  const query = useWebVitals(bounds);
  const refusal = useRefusal([query.error], onRefused);
  if (refusal) return null;
  // While another period loads, the last rows stay, as the other panels keep theirs.
  const data = query.data ?? (query.loading ? query.previousData : undefined);
  if (!data) {
    if (query.loading) return <Loading>{t('insights.vitals.loading', { period: periodText })}</Loading>;
    return (
      <LoadFailed
        title={t('insights.vitals.loadFailed')}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.webVitals.length === 0) {
    return <NothingToShow>{t('insights.vitals.none', { period: periodText })}</NothingToShow>;
  }
  return <WebVitalsTable rows={data.webVitals} />;
}
