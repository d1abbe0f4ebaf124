import { LOCALE_NAMES, toLocale } from '@tastetype/quiz-domain';
import type { ResultInsightsQuery } from '../../gql/graphql';
import { useInsightsT } from '../../shared/insights-messages';
import { useFormats } from '../../shared/lib/use-formats';
import { FiguresTable } from './charts/figures-table';

type Language = ResultInsightsQuery['resultsByLocale'][number];

/** A language by its own name, marked as that language for screen readers; a tag we do not speak as it is. */
function nameOf(tag: string) {
  const locale = toLocale(tag);
  return locale ? <span lang={locale}>{LOCALE_NAMES[locale]}</span> : tag;
}

/** Stored results and shares per language the quiz was taken in, busiest first; every personality counts. */
export function LanguagesTable({ languages }: { languages: readonly Language[] }) {
  const t = useInsightsT();
  const { count } = useFormats();
  return (
    <div className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5 lg:col-span-3">
      <h3 className="text-lg font-bold">{t('insights.languages.heading')}</h3>
      <div className="mt-3">
        <FiguresTable
          caption={t('insights.languages.caption')}
          columns={[t('insights.language.label'), t('insights.column.results'), t('insights.column.shared')]}
          rows={languages.map((language) => [
            nameOf(language.locale),
            count(language.completions),
            count(language.shares),
          ])}
        />
      </div>
    </div>
  );
}
