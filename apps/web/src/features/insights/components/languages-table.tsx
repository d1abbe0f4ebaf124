import { LOCALE_NAMES, toLocale } from '@tastetype/quiz-domain';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { FiguresTable } from './figures-table';

type Language = ResultInsightsQuery['resultsByLocale'][number];

const nameOf = (tag: string) => {
  const locale = toLocale(tag);
  return locale ? LOCALE_NAMES[locale] : tag;
};

/** Stored results and shares per language the quiz was taken in, busiest first; every personality counts. */
export function LanguagesTable({ languages }: { languages: readonly Language[] }) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5 lg:col-span-3">
      <h3 className="text-lg font-bold">By language</h3>
      <div className="mt-3">
        <FiguresTable
          caption="Stored results and shares by the language the quiz was taken in"
          columns={['Language', 'Results', 'Shared']}
          rows={languages.map((language) => [nameOf(language.locale), language.completions, language.shares])}
        />
      </div>
    </div>
  );
}
