import { useT } from '../../../i18n/site-messages';
import { useLocale } from '../../../i18n/use-locale';

// The fill's width by class for each of the spec's three questions: a style attribute would be blocked by the CSP
// in the prerendered page.
const FILL_BY_QUESTION = ['w-1/3', 'w-2/3', 'w-full'];

export function QuizProgress({ index, total }: { index: number; total: number }) {
  const t = useT();
  const locale = useLocale();
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div className="mt-6 in-[.framed]:mt-4">
      <p className="text-sm font-semibold text-stone-700">{t('quiz.progress', { number: index + 1, total })}</p>
      <div
        role="progressbar"
        aria-label={t('quiz.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100)}
        className="mt-2 h-3 overflow-hidden rounded-full bg-orange-100"
      >
        <div
          className={`h-full rounded-full bg-orange-600 motion-safe:transition-[width] ${FILL_BY_QUESTION[index] ?? 'w-full'}`}
        />
      </div>
    </div>
  );
}
