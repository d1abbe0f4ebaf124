import { PageShell } from '../../components/layout/page-shell';
import { embedGuideMessages } from '../../features/embed-guide/embed-guide-messages';
import { EmbedGuide } from '../../features/embed-guide/embed-guide';
import { useCatalog } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';

export function EmbedGuideRoute() {
  const locale = useLocale();
  // The guide's own messages come with it in English, and download with it in another language.
  const ready = useCatalog(embedGuideMessages, locale);
  const t = embedGuideMessages.useT();
  // Keyed by language: switching the page's language starts the guide afresh, its quiz language with it.
  return <PageShell title={ready ? t('guide.pageTitle') : undefined}>{ready && <EmbedGuide key={locale} />}</PageShell>;
}
