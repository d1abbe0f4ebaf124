import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Answered, NothingToShow } from '../../shared/components/load-states';
import { OneTimeSecret } from '../../shared/components/one-time-secret';
import { ViewSection } from '../../shared/components/view-section';
import { useInsightsT } from '../../shared/insights-messages';
import { ENDPOINT_PARAM, searchOfEndpoint } from '../lib/endpoint-param';
import type { Refusal } from '../../shared/lib/refusal';
import { useRefusal } from '../../shared/lib/use-refusal';
import { useWebhookEndpoints } from '../api/use-webhooks';
import type { WebhookEndpoint } from '../lib/endpoint-state';
import { AddEndpointForm } from './add-endpoint-form';
import { EndpointDetails } from './endpoint-details';
import { EndpointsTable } from './endpoints-table';
import { useSecretTexts } from './secret-texts';

/**
 * The webhooks view, for a key with webhooks:manage: the endpoints, the chosen one's details and deliveries (the
 * address names it), and a new endpoint, its signing secret shown once.
 */
export function WebhooksPage({ onRefused }: { onRefused: (refusal: Refusal) => void }) {
  const t = useInsightsT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const endpoints = useWebhookEndpoints();
  const refusal = useRefusal([endpoints.error], onRefused);
  const [added, setAdded] = useState<{ url: string; secret: string }>();
  // Chosen by a click in this page (not by the address it opened at): the details then take the keyboard.
  const [chosenHere, setChosenHere] = useState(false);
  const newHeading = useRef<HTMLHeadingElement>(null);
  const secretTexts = useSecretTexts('insights.webhooks.secret.addedHeading', added?.url ?? '');
  if (refusal) return null;

  const selected = endpoints.data?.webhookEndpoints.find((endpoint) => endpoint.id === params.get(ENDPOINT_PARAM));

  // The new endpoint is chosen, so its test and deliveries are at hand; the keyboard stays on its secret.
  const add = ({ endpoint, secret }: { endpoint: WebhookEndpoint; secret: string }) => {
    setAdded({ url: endpoint.url, secret });
    setChosenHere(false);
    void navigate({ search: searchOfEndpoint(params, endpoint.id) });
  };
  // The secret's panel is gone: the keyboard goes back to the start of its section.
  const done = () => {
    setAdded(undefined);
    newHeading.current?.focus();
  };

  return (
    <div className="mt-6 space-y-10">
      <ViewSection heading={t('insights.webhooks.heading')} note={t('insights.webhooks.note')}>
        <div className="mt-3">
          <Answered
            query={endpoints}
            loading={t('insights.webhooks.loading')}
            failed={t('insights.webhooks.loadFailed')}
          >
            {({ webhookEndpoints }) =>
              webhookEndpoints.length === 0 ? (
                <NothingToShow>{t('insights.webhooks.none')}</NothingToShow>
              ) : (
                <EndpointsTable
                  endpoints={webhookEndpoints}
                  selectedId={selected?.id}
                  onChoose={() => setChosenHere(true)}
                />
              )
            }
          </Answered>
        </div>
      </ViewSection>

      {selected && (
        <EndpointDetails key={selected.id} endpoint={selected} focusOnShow={chosenHere} onRefused={onRefused} />
      )}

      <ViewSection heading={t('insights.webhooks.add.heading')} headingRef={newHeading}>
        {added && <OneTimeSecret key={added.secret} secret={added.secret} texts={secretTexts} onDone={done} />}
        <AddEndpointForm onAdded={add} onRefused={onRefused} />
      </ViewSection>
    </div>
  );
}
