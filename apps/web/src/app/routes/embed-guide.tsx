import { PageShell } from '../../components/layout/page-shell';
import { EmbedGuide } from '../../features/embed-guide/embed-guide';

export function EmbedGuideRoute() {
  return (
    <PageShell title="Embed the quiz">
      <EmbedGuide />
    </PageShell>
  );
}
