import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/layout/page-shell';
import { InsightsPage } from '../../features/insights/components/insights-page';
import { insightsMessages, useInsightsT } from '../../features/insights/insights-messages';
import { VIEW_TITLES, viewOf } from '../../features/insights/lib/insights-view';
import { useCatalog } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
// Its utilities travel with this lazy chunk, not in the visitors' stylesheet.
import '../../features/insights/insights.css';

/** The analysts' dashboard, keys and webhooks: lazy, unlinked from the visitors' pages, and its own Apollo client with the key. */
export function InsightsRoute({ createClient }: Pick<ComponentProps<typeof InsightsPage>, 'createClient'>) {
  const locale = useLocale();
  // The dashboard's messages come with it in English, and download with it in another language.
  const ready = useCatalog(insightsMessages, locale);
  const t = useInsightsT();
  const view = viewOf(useSearchParams()[0]);
  return (
    <PageShell title={ready ? t(VIEW_TITLES[view]) : undefined}>
      {ready && <InsightsPage createClient={createClient} />}
    </PageShell>
  );
}
