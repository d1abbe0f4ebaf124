import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import { type InsightsView, VIEW_SCOPES } from '../lib/insights-view';
import { useFormats } from '../../shared/lib/use-formats';
import { AskForAccess } from './ask-for-access';

const MESSAGES = {
  figures: 'insights.refusal.missingScope',
  keys: 'insights.keys.missingScope',
  webhooks: 'insights.webhooks.missingScope',
} as const satisfies Record<InsightsView, InsightsMessage>;

/**
 * In place of a view the key may not open: why, and what the key may do instead of charts that would only fail.
 * A person signed in through the provider gets their scopes from their groups: they are told whom to ask instead.
 */
export function ScopeMissing({
  view,
  scopes,
  person,
}: {
  view: InsightsView;
  scopes: readonly string[];
  person?: { contact: string | null };
}) {
  const t = useInsightsT();
  const { list } = useFormats();
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-700/40">
      <p className="font-semibold text-stone-900">
        {person ? t('insights.session.missingScope', { scope: VIEW_SCOPES[view] }) : t(MESSAGES[view])}
      </p>
      {person ? (
        <AskForAccess contact={person.contact} className="mt-1 text-sm text-stone-700" />
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('insights.key.scopes', { scopes: list(scopes) })}</p>
      )}
    </div>
  );
}
