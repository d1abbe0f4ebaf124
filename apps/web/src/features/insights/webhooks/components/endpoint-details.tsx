import { type ReactNode, useEffect, useRef } from 'react';
import { CodeList } from '../../shared/components/tables/code-list';
import { ViewSection } from '../../shared/components/view-section';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useFormats } from '../../shared/lib/use-formats';
import { DELIVERIES } from '../api/use-webhooks';
import type { WebhookEndpoint } from '../lib/endpoint-state';
import { DeliveryLog } from './delivery-log';
import { EndpointState, EndpointUrl } from './endpoint-state';
import { EndpointSwitch } from './endpoint-switch';
import { RecoverForm } from './recover-form';
import { RotateSecret } from './rotate-secret';
import { TestEvent } from './test-event';

const subheading = 'mt-8 text-xl font-bold';

/** One fact of the endpoint: its name, then its value beside it (below it on a phone). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The chosen endpoint: what it is, a test event, its secret's rotation, disabling and enabling it, then its
 * deliveries and the recovery of the failed ones. It takes the keyboard when chosen in the page (`focusOnShow`).
 */
export function EndpointDetails({
  endpoint,
  focusOnShow,
  onRefused,
}: {
  endpoint: WebhookEndpoint;
  focusOnShow: boolean;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const { minute, count } = useFormats();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when it opens: a change of the endpoint (its state, a rotation) leaves the keyboard where it is.
  const focusFirst = useRef(focusOnShow);
  useEffect(() => {
    if (focusFirst.current) heading.current?.focus();
  }, []);

  return (
    <ViewSection
      heading={
        <>
          {t('insights.webhooks.details.heading')} <EndpointUrl url={endpoint.url} />
        </>
      }
      headingRef={heading}
    >
      <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-[auto_1fr]">
        <Fact term={t('insights.webhooks.column.description')}>
          {endpoint.description || t('insights.webhooks.noDescription')}
        </Fact>
        <Fact term={t('insights.webhooks.column.events')}>
          <CodeList items={endpoint.events} />
        </Fact>
        <Fact term={t('insights.webhooks.column.created')}>{minute(endpoint.createdAt)}</Fact>
        <Fact term={t('insights.webhooks.column.state')}>
          <EndpointState endpoint={endpoint} />
        </Fact>
      </dl>

      <h3 className={subheading}>{t('insights.webhooks.test.heading')}</h3>
      <TestEvent endpoint={endpoint} onRefused={onRefused} />

      <h3 className={subheading}>{t('insights.webhooks.rotate.heading')}</h3>
      <RotateSecret endpoint={endpoint} onRefused={onRefused} />

      <h3 className={subheading}>{t('insights.webhooks.switch.heading')}</h3>
      <EndpointSwitch endpoint={endpoint} onRefused={onRefused} />

      <h3 className={subheading}>{t('insights.webhooks.deliveries.heading')}</h3>
      <p className="mt-1 text-sm text-stone-700">
        {t('insights.webhooks.deliveries.note', { count: count(DELIVERIES) })}
      </p>
      <DeliveryLog endpointId={endpoint.id} onRefused={onRefused} />

      <h3 className={subheading}>{t('insights.webhooks.recover.heading')}</h3>
      <RecoverForm endpointId={endpoint.id} onRefused={onRefused} />
    </ViewSection>
  );
}
