import type { ComponentProps } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { InsightsPage } from '../../features/insights/components/insights-page';
import { insightsMessages, useInsightsT } from '../../features/insights/insights-messages';
import { useCatalog } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
// Its utilities travel with this lazy chunk, not in the visitors' stylesheet.
import '../../features/insights/insights.css';

/** The analysts' dashboard: lazy, unlinked from the visitors' pages, and its own Apollo client with the token. */
export function InsightsRoute({ createClient }: Pick<ComponentProps<typeof InsightsPage>, 'createClient'>) {
  const locale = useLocale();
  // The dashboard's messages come with it in English, and download with it in another language.
  const ready = useCatalog(insightsMessages, locale);
  const t = useInsightsT();
  return (
    <PageShell title={ready ? t('insights.pageTitle') : undefined}>
      {ready && <InsightsPage createClient={createClient} />}
    </PageShell>
  );
}
