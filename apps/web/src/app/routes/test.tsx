import { PageShell } from '../../components/layout/page-shell';
import { Quiz } from '../../features/quiz/components/quiz';
import { useT } from '../../i18n/site-messages';

export function TestRoute() {
  const t = useT();
  return (
    <PageShell title={t('quiz.pageTitle')}>
      <Quiz />
    </PageShell>
  );
}
