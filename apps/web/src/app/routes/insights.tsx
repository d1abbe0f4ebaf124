import type { ComponentProps } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { InsightsPage } from '../../features/insights/shell/components/insights-page';
import { VIEW_TITLES } from '../../features/insights/shell/lib/insights-view';
import { useInsightsView } from '../../features/insights/shell/lib/use-insights-view';
import { insightsMessages, useInsightsT } from '../../features/insights/shared/insights-messages';
import { useCatalog } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
// Its utilities travel with this lazy chunk, not in the visitors' stylesheet.
import '../../features/insights/insights.css';

/**
 * The analysts' dashboard, keys and webhooks (/insights, /insights/keys, /insights/webhooks): one route that stays
 * while its view changes, so the sign-in and the client with the key stay too. Lazy, unlinked from the visitors' pages.
 */
export function InsightsRoute({
  createClient,
  loadAuth,
}: Pick<ComponentProps<typeof InsightsPage>, 'createClient' | 'loadAuth'>) {
  const locale = useLocale();
  // The dashboard's messages come with it in English, and download with it in another language.
  const ready = useCatalog(insightsMessages, locale);
  const t = useInsightsT();
  const view = useInsightsView();
  return (
    <PageShell title={ready ? t(VIEW_TITLES[view]) : undefined}>
      {ready && <InsightsPage view={view} createClient={createClient} loadAuth={loadAuth} />}
    </PageShell>
  );
}
