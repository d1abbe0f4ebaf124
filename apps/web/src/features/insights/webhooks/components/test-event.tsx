import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Failure } from '../../shared/components/failure';
import { ServerWords } from '../../shared/components/server-words';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useFormats } from '../../shared/lib/use-formats';
import { useSendTestWebhook } from '../api/use-webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '../lib/endpoint-state';

/** What came of a test event: delivered or not, the receiver's status code and time, then the start of its answer. */
function TestAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const t = useInsightsT();
  const { milliseconds } = useFormats();
  const duration = milliseconds(delivery.lastDurationMs ?? 0);
  const code = delivery.lastStatus;
  return (
    <>
      <p className="font-semibold text-stone-900">
        {code === null
          ? t('insights.webhooks.test.noAnswer', { duration })
          : t(delivery.status === 'succeeded' ? 'insights.webhooks.test.delivered' : 'insights.webhooks.test.refused', {
              code,
              duration,
            })}
      </p>
      {delivery.lastResponse ? (
        <>
          {code !== null && <p className="mt-1 text-sm text-stone-700">{t('insights.webhooks.test.response')}</p>}
          <ServerWords className="mt-1 rounded-lg bg-stone-100 p-2 font-mono text-sm break-all whitespace-pre-wrap">
            {delivery.lastResponse}
          </ServerWords>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{t('insights.webhooks.test.emptyResponse')}</p>
      )}
    </>
  );
}

/** Sends a webhook.test event now and says, in a live region, what the receiver answered. */
export function TestEvent({
  endpoint,
  onRefused,
}: {
  endpoint: WebhookEndpoint;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [send, { loading }] = useSendTestWebhook();
  const { failure, attempt } = useAttempt(onRefused);
  const [answer, setAnswer] = useState<WebhookDelivery>();

  async function sendTest() {
    // Busy, the button keeps the keyboard (aria-disabled, not disabled) but sends nothing more.
    if (loading) return;
    setAnswer(undefined);
    const sent = await attempt(() => send({ variables: { id: endpoint.id } }));
    if (sent?.data) setAnswer(sent.data.sendTestWebhook);
  }

  return (
    <>
      <p className="mt-1 text-sm text-stone-700">{t('insights.webhooks.test.note')}</p>
      <Button className="mt-3 min-h-11 py-2" aria-disabled={loading || undefined} onClick={() => void sendTest()}>
        {loading ? t('insights.webhooks.test.sending') : t('insights.webhooks.test.send')}
      </Button>
      {/* Always in the page: a live region that appears with its text may not be announced. */}
      <div role="status" className="mt-3 min-h-6">
        {answer && <TestAnswer delivery={answer} />}
      </div>
      {failure && <Failure title={t('insights.webhooks.test.failed')} message={failure} />}
    </>
  );
}
