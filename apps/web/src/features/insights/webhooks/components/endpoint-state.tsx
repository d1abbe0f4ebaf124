import { useInsightsT } from '../../shared/insights-messages';
import { useFormats } from '../../shared/lib/use-formats';
import { DISABLED_REASONS, stateOf, type WebhookEndpoint } from '../lib/endpoint-state';

/** Active, failing since when, or disabled since when and why (a reason the page does not know, in the server's words). */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useInsightsT();
  const { minute } = useFormats();
  const state = stateOf(endpoint);
  if (state.kind === 'active') return <>{t('insights.webhooks.state.active')}</>;
  if (state.kind === 'failing') return <>{t('insights.webhooks.state.failing', { since: minute(state.since) })}</>;
  const known = state.reason ? DISABLED_REASONS[state.reason] : undefined;
  return (
    <>
      {t('insights.webhooks.state.disabled', { at: minute(state.at) })}
      {known ? ` ${t(known)}` : state.reason && <span lang="en"> {state.reason}</span>}
    </>
  );
}

/** An endpoint's address, left to right in Arabic too, broken anywhere so a long one never widens a phone's page. */
export function EndpointUrl({ url }: { url: string }) {
  return (
    <span dir="ltr" className="break-all">
      {url}
    </span>
  );
}
