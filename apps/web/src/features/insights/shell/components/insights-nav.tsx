import { Link, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../../../i18n/use-locale';
import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import { type InsightsView, searchOfView, viewPath } from '../lib/insights-view';

const link =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

const LABELS = {
  figures: 'insights.nav.figures',
  keys: 'insights.nav.keys',
  webhooks: 'insights.nav.webhooks',
} as const satisfies Record<InsightsView, InsightsMessage>;

/**
 * Links between the views the key may open (the figures always, where a missing scope is said): plain links, so each
 * view has its address, history entry and reload.
 */
export function InsightsNav({ view, offered }: { view: InsightsView; offered: readonly InsightsView[] }) {
  const t = useInsightsT();
  const [params] = useSearchParams();
  const localize = useLocalize();
  const views = offered.map((shown) => ({ view: shown, label: t(LABELS[shown]) }));
  return (
    <nav aria-label={t('insights.nav.label')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {views.map((item) => (
          <li key={item.view}>
            <Link
              to={{ pathname: localize(viewPath(item.view)), search: searchOfView(params, item.view) }}
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
