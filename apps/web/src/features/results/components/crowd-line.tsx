import { useT } from '../../../i18n/site-messages';
import { useLocale } from '../../../i18n/use-locale';
import { usePersonalityShare } from '../api/use-personality-distribution';

/** "38% of visitors are Comfort Connoisseurs": shown only once the server has enough results to say. */
export function CrowdLine({ personality, title }: { personality: string; title: string }) {
  const percent = usePersonalityShare(personality);
  const t = useT();
  const locale = useLocale();
  if (percent === undefined) return null;
  return (
    <p className="mt-6 text-center text-base font-semibold text-stone-800">
      {t('results.crowd', {
        title,
        share: new Intl.NumberFormat(locale, { style: 'percent' }).format(Math.round(percent) / 100),
      })}
    </p>
  );
}
