import { useParams, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/layout/page-shell';
import { ResultsPage } from '../../features/results/components/results-page';

export function ResultsRoute() {
  const { personality } = useParams();
  const [search] = useSearchParams();
  return (
    <PageShell title="Your food personality">
      <ResultsPage
        personality={personality}
        resultId={search.get('id') ?? undefined}
        fromSharedLink={search.get('ref') === 'share'}
      />
    </PageShell>
  );
}
