import { PageShell } from '../../components/layout/page-shell';
import { InsightsPage } from '../../features/insights/components/insights-page';
// Its utilities travel with this lazy chunk, not in the visitors' stylesheet.
import '../../features/insights/insights.css';

/** The analysts' dashboard: lazy, unlinked from the visitors' pages, and its own Apollo client with the token. */
export function InsightsRoute() {
  return (
    <PageShell title="Insights">
      <InsightsPage />
    </PageShell>
  );
}
