import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import type { InsightsView } from '../lib/insights-view';
import { useFormats } from '../../shared/lib/use-formats';

const MESSAGES = {
  figures: 'insights.refusal.missingScope',
  keys: 'insights.keys.missingScope',
  webhooks: 'insights.webhooks.missingScope',
} as const satisfies Record<InsightsView, InsightsMessage>;

/** In place of a view the key may not open: why, and what the key may do instead of charts that would only fail. */
export function ScopeMissing({ view, scopes }: { view: InsightsView; scopes: readonly string[] }) {
  const t = useInsightsT();
  const { list } = useFormats();
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-700/40">
      <p className="font-semibold text-stone-900">{t(MESSAGES[view])}</p>
      <p className="mt-1 text-sm text-stone-700">{t('insights.key.scopes', { scopes: list(scopes) })}</p>
    </div>
  );
}
