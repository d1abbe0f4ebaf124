import { useParams, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/layout/page-shell';
import { ResultsPage } from '../../features/results/components/results-page';
import { useT } from '../../i18n/site-messages';

export function ResultsRoute() {
  const { personality } = useParams();
  const [search] = useSearchParams();
  const t = useT();
  return (
    <PageShell title={t('results.pageTitle')}>
      <ResultsPage
        personality={personality}
        resultId={search.get('id') ?? undefined}
        fromSharedLink={search.get('ref') === 'share'}
      />
    </PageShell>
  );
}
