import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Failure } from '../../shared/components/failure';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useSetEndpointEnabled } from '../api/use-webhooks';
import type { WebhookEndpoint } from '../lib/endpoint-state';

/**
 * Disables an endpoint (no new events reach it; deliveries already waiting wait) or enables it again (they go out).
 * Nothing is lost either way, so no confirm step: the same button turns into the other, and a live region says so.
 */
export function EndpointSwitch({
  endpoint,
  onRefused,
}: {
  endpoint: WebhookEndpoint;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [setEnabled, { loading }] = useSetEndpointEnabled();
  const { failure, attempt } = useAttempt(onRefused);
  const [changed, setChanged] = useState<'enabled' | 'disabled'>();
  const disabled = !!endpoint.disabledAt;

  async function toggle() {
    if (loading) return;
    setChanged(undefined);
    const answer = await attempt(() => setEnabled({ variables: { id: endpoint.id, enabled: disabled } }));
    if (answer?.data) setChanged(answer.data.setWebhookEndpointEnabled.disabledAt ? 'disabled' : 'enabled');
  }

  return (
    <>
      <p className="mt-1 text-sm text-stone-700">
        {t(disabled ? 'insights.webhooks.switch.disabledNote' : 'insights.webhooks.switch.enabledNote')}
      </p>
      <Button
        variant="outline"
        className="mt-3 min-h-11 py-2"
        aria-disabled={loading || undefined}
        onClick={() => void toggle()}
      >
        {t(disabled ? 'insights.webhooks.switch.enable' : 'insights.webhooks.switch.disable')}
      </Button>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {changed === 'disabled'
          ? t('insights.webhooks.switch.disabled')
          : changed === 'enabled'
            ? t('insights.webhooks.switch.enabled')
            : ''}
      </p>
      {failure && <Failure title={t('insights.webhooks.switch.failed')} message={failure} />}
    </>
  );
}
