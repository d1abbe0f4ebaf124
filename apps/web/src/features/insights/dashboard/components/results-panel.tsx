import type { useResultInsights } from '../api/use-result-insights';
import { useInsightsT } from '../../shared/insights-messages';
import { AnswersChart } from './charts/answers-chart';
import { DailyResultsChart } from './charts/daily-results-chart';
import { LoadFailed, Loading, NothingToShow } from '../../shared/components/load-states';
import { LanguagesTable } from './languages-table';
import { PersonalityChart } from './charts/personality-chart';

/** The stored results' charts, or what stands in for them: loading, failure, or no result in the filter. */
export function ResultsPanel({
  query,
  period,
  filterText,
}: {
  query: ReturnType<typeof useResultInsights>;
  period?: { firstDay: string; lastDay: string };
  filterText: string;
}) {
  const t = useInsightsT();
  const { data, loading, error, refetch } = query;
  if (loading && !data) return <Loading>{t('insights.results.loading', { filter: filterText })}</Loading>;
  if (error || !data) {
    return <LoadFailed title={t('insights.results.loadFailed')} message={error?.message} onRetry={() => refetch()} />;
  }
  if (data.resultStats.total === 0) {
    return <NothingToShow>{t('insights.results.none', { filter: filterText })}</NothingToShow>;
  }
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <DailyResultsChart rows={data.dailyResults} period={period} className="lg:col-span-2" />
      <PersonalityChart shares={data.resultStats.byPersonality} />
      <AnswersChart answers={data.resultStats.answers} className="lg:col-span-3" />
      <LanguagesTable languages={data.resultsByLocale} />
    </div>
  );
}
