import { Link, useSearchParams } from 'react-router-dom';
import { useInsightsT } from '../insights-messages';
import { type InsightsView, searchOfView } from '../lib/insights-view';

const link =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** Links between the figures and the keys: plain links, so each view has its address, history entry and reload. */
export function InsightsNav({ view }: { view: InsightsView }) {
  const t = useInsightsT();
  const [params] = useSearchParams();
  const views = [
    { view: 'figures', label: t('insights.nav.figures') },
    { view: 'keys', label: t('insights.nav.keys') },
  ] as const;
  return (
    <nav aria-label={t('insights.nav.label')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {views.map((item) => (
          <li key={item.view}>
            <Link
              to={{ search: searchOfView(params, item.view) }}
              aria-current={item.view === view ? 'page' : undefined}
              className={`${link} ${item.view === view ? 'bg-orange-700 text-white' : 'bg-white text-orange-800 ring-2 ring-orange-700 hover:bg-orange-50'}`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
