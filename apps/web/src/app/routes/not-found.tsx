import { PageShell } from '../../components/layout/page-shell';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <PageShell title="Page not found">
      <Card className="mx-auto mt-10 max-w-md text-center">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-stone-700">This page is not on the menu.</p>
        <ButtonLink to={paths.home.href()} className="mt-6">
          Back to Home
        </ButtonLink>
      </Card>
    </PageShell>
  );
}
