import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DataTable, rowClass } from '../../shared/components/tables/data-table';
import { Failure } from '../../shared/components/failure';
import { Answered, NothingToShow } from '../../shared/components/load-states';
import { type InsightsT, useInsightsT } from '../../shared/insights-messages';
import type { Formats } from '../../shared/lib/format';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useFormats } from '../../shared/lib/use-formats';
import { useRefusal } from '../../shared/lib/use-refusal';
import { useResendDelivery, useWebhookDeliveries } from '../api/use-webhooks';
import { STATUS_MESSAGES, type WebhookDelivery } from '../lib/endpoint-state';

const cell = 'py-2 pe-4 align-top';
const NONE = '—';

/** The status code of the latest answer; when none came (or it refused), the start of why, in the server's words. */
function responseOf(delivery: WebhookDelivery) {
  const code = delivery.lastStatus;
  const failed = code === null || code < 200 || code >= 300;
  return (
    <>
      <span className="tabular-nums">{code ?? NONE}</span>
      {failed && delivery.lastResponse && (
        <span lang="en" className="block max-w-56 text-xs break-words text-stone-700">
          {delivery.lastResponse}
        </span>
      )}
    </>
  );
}

function statusOf(status: string, t: InsightsT) {
  const known = STATUS_MESSAGES[status];
  return known ? t(known) : <span lang="en">{status}</span>;
}

/** What the row's Resend button and the notice name a delivery by: its event and when it was made. */
const nameOf = (delivery: WebhookDelivery, { second }: Formats) =>
  `${delivery.eventType}, ${second(delivery.createdAt)}`;

/**
 * An endpoint's latest deliveries, newest first, each with its latest attempt and a Resend button; a delivery
 * waiting for its attempt is followed until it has an outcome.
 */
export function DeliveryLog({ endpointId, onRefused }: { endpointId: string; onRefused: (refusal: Refusal) => void }) {
  const t = useInsightsT();
  const formats = useFormats();
  const { second, count, milliseconds } = formats;
  const client = useApolloClient();
  const deliveries = useWebhookDeliveries(endpointId);
  const refusal = useRefusal([deliveries.error], onRefused);
  const [resend] = useResendDelivery();
  const { failure, attempt } = useAttempt(onRefused);
  const [busy, setBusy] = useState<string>();
  const [resent, setResent] = useState<WebhookDelivery>();
  if (refusal) return null;

  async function resendOne(delivery: WebhookDelivery) {
    if (busy) return;
    setBusy(delivery.id);
    setResent(undefined);
    const answer = await attempt(() => resend({ variables: { id: delivery.id } }));
    setBusy(undefined);
    if (answer?.data) setResent(delivery);
  }
  // The endpoint's state follows its deliveries' outcomes: both are asked again.
  const refresh = () => void client.refetchQueries({ include: ['WebhookDeliveries', 'WebhookEndpoints'] });

  const attempts = t('insights.webhooks.column.attempts');
  const duration = t('insights.webhooks.column.duration');
  const columns = [
    t('insights.webhooks.column.event'),
    t('insights.webhooks.column.created'),
    t('insights.webhooks.column.status'),
    attempts,
    t('insights.webhooks.column.response'),
    t('insights.webhooks.column.lastAttempt'),
    duration,
    t('insights.webhooks.column.nextAttempt'),
    t('insights.webhooks.column.action'),
  ];

  return (
    <>
      <Button variant="outline" className="mt-3 min-h-11 py-2" disabled={deliveries.loading} onClick={refresh}>
        {t('insights.webhooks.deliveries.refresh')}
      </Button>
      <div className="mt-4">
        <Answered
          query={deliveries}
          loading={t('insights.webhooks.deliveries.loading')}
          failed={t('insights.webhooks.deliveries.loadFailed')}
        >
          {({ webhookDeliveries: list }) =>
            list.length === 0 ? (
              <NothingToShow>{t('insights.webhooks.deliveries.none')}</NothingToShow>
            ) : (
              <DataTable
                caption={t('insights.webhooks.deliveries.caption')}
                columns={columns}
                endColumns={[attempts, duration]}
                widthClass="min-w-5xl"
              >
                {list.map((delivery) => (
                  <tr key={delivery.id} className={rowClass}>
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      <code>{delivery.eventType}</code>
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>{second(delivery.createdAt)}</td>
                    <td className={cell}>{statusOf(delivery.status, t)}</td>
                    <td className={`${cell} text-end tabular-nums`}>{count(delivery.attempts)}</td>
                    <td className={cell}>{responseOf(delivery)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {delivery.lastAttemptAt ? second(delivery.lastAttemptAt) : NONE}
                    </td>
                    <td className={`${cell} text-end whitespace-nowrap tabular-nums`}>
                      {delivery.lastDurationMs === null ? NONE : milliseconds(delivery.lastDurationMs)}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {delivery.nextAttemptAt ? second(delivery.nextAttemptAt) : NONE}
                    </td>
                    <td className={cell}>
                      <Button
                        variant="outline"
                        className="min-h-11 px-4 py-2"
                        aria-disabled={busy === delivery.id || undefined}
                        onClick={() => void resendOne(delivery)}
                      >
                        {t('insights.webhooks.resend.button')}
                        <span className="sr-only"> {nameOf(delivery, formats)}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )
          }
        </Answered>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {resent ? t('insights.webhooks.resend.done', { delivery: nameOf(resent, formats) }) : ''}
      </p>
      {failure && <Failure title={t('insights.webhooks.resend.failed')} message={failure} />}
    </>
  );
}
