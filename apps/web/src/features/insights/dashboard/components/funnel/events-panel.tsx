import type { useEventInsights } from '../../api/use-event-insights';
import { useInsightsT } from '../../../shared/insights-messages';
import { FunnelChart } from '../charts/funnel-chart';
import { LoadFailed, Loading, NothingToShow } from '../../../shared/components/load-states';
import { SharingChart } from '../charts/sharing-chart';
import { EmbedSitesTable, RanOnSelect } from './embed-sites';

interface Props {
  query: ReturnType<typeof useEventInsights>;
  periodText: string;
  ranOn?: string;
  onRanOnChange: (ranOn?: string) => void;
}

/** The funnel and the sharing loop, from visits' events (the same whatever personality is picked), and where the quiz ran. */
export function EventsPanel({ query, periodText, ranOn, onRanOnChange }: Props) {
  const t = useInsightsT();
  const { data, loading, error, refetch } = query;
  if (loading && !data) return <Loading>{t('insights.events.loading', { period: periodText })}</Loading>;
  if (error || !data) {
    return <LoadFailed title={t('insights.events.loadFailed')} message={error?.message} onRetry={() => refetch()} />;
  }
  const { funnel, sharing, embedSites } = data;
  const anyVisit = funnel.homePageViews + funnel.starts + funnel.completions + funnel.resultViews > 0;
  const anyShare = Object.values(sharing).some((value) => typeof value === 'number' && value > 0);
  return (
    <div className="space-y-5">
      <RanOnSelect sites={embedSites} ranOn={ranOn} onChange={onRanOnChange} />
      <div className="grid gap-5 lg:grid-cols-2">
        {anyVisit ? <FunnelChart funnel={funnel} /> : <NothingToShow>{t('insights.events.noVisits')}</NothingToShow>}
        {anyShare ? <SharingChart sharing={sharing} /> : <NothingToShow>{t('insights.events.noShares')}</NothingToShow>}
      </div>
      {embedSites.length > 0 && <EmbedSitesTable sites={embedSites} />}
    </div>
  );
}
