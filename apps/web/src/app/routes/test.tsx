import { PageShell } from '../../components/layout/page-shell';
import { Quiz } from '../../features/quiz/components/quiz';

export function TestRoute() {
  return (
    <PageShell title="Food Personality Assessment">
      <Quiz />
    </PageShell>
  );
}
