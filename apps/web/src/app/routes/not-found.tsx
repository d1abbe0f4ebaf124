import { PageShell } from '../../components/layout/page-shell';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/site-messages';
import { useLocalize } from '../../i18n/use-locale';

export function NotFoundRoute() {
  const t = useT();
  const localize = useLocalize();
  return (
    <PageShell title={t('notFound.pageTitle')}>
      <Card className="mx-auto mt-10 max-w-md text-center">
        <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
        <p className="mt-2 text-stone-700">{t('notFound.text')}</p>
        <ButtonLink to={localize(paths.home.href())} className="mt-6">
          {t('notFound.backHome')}
        </ButtonLink>
      </Card>
    </PageShell>
  );
}
