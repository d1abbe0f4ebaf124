import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmStep } from '../../shared/components/confirm-step';
import { OneTimeSecret } from '../../shared/components/one-time-secret';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useFormats } from '../../shared/lib/use-formats';
import { useRotateSecret } from '../api/use-webhooks';
import { stillOverlapping, type WebhookEndpoint } from '../lib/endpoint-state';
import { useSecretTexts } from './secret-texts';

/**
 * Rotates an endpoint's signing secret after a confirm step, then shows the new one once, saying until when the old
 * one still signs beside it. Cancel, Escape and Done give the keyboard back to the Rotate button.
 */
export function RotateSecret({
  endpoint,
  onRefused,
}: {
  endpoint: WebhookEndpoint;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const { minute } = useFormats();
  const [asked, setAsked] = useState(false);
  const [rotated, setRotated] = useState<{ secret: string; until: string | null }>();
  const { failure, attempt, forget } = useAttempt(onRefused);
  const [rotate, { loading }] = useRotateSecret();
  const button = useRef<HTMLButtonElement>(null);
  const secretTexts = useSecretTexts('insights.webhooks.secret.rotatedHeading', endpoint.url);

  const ask = () => {
    forget();
    setRotated(undefined);
    setAsked(true);
  };
  const back = () => {
    setAsked(false);
    setRotated(undefined);
    button.current?.focus();
  };
  async function confirm() {
    const answer = await attempt(() => rotate({ variables: { id: endpoint.id } }));
    if (!answer?.data) return;
    const { secret, endpoint: changed } = answer.data.rotateWebhookSecret;
    setAsked(false);
    setRotated({ secret, until: changed.previousSecretUntil });
  }

  return (
    <>
      <p className="mt-1 text-sm text-stone-700">
        {stillOverlapping(endpoint) && endpoint.previousSecretUntil
          ? t('insights.webhooks.rotate.overlapping', { until: minute(endpoint.previousSecretUntil) })
          : t('insights.webhooks.rotate.note')}
      </p>
      <Button ref={button} variant="outline" className="mt-3 min-h-11 py-2" onClick={ask}>
        {t('insights.webhooks.rotate.button')}
      </Button>
      {asked && (
        <ConfirmStep
          question={t('insights.webhooks.rotate.question', { url: endpoint.url })}
          confirm={t('insights.webhooks.rotate.confirm')}
          busyLabel={t('insights.webhooks.rotate.rotating')}
          failedTitle={t('insights.webhooks.rotate.failed')}
          busy={loading}
          failure={failure}
          onConfirm={() => void confirm()}
          onCancel={back}
        >
          {t('insights.webhooks.rotate.effect')}
        </ConfirmStep>
      )}
      {rotated && (
        <OneTimeSecret key={rotated.secret} secret={rotated.secret} texts={secretTexts} onDone={back}>
          {rotated.until && (
            <p className="mt-1 text-stone-900">
              {t('insights.webhooks.secret.overlap', { until: minute(rotated.until) })}
            </p>
          )}
        </OneTimeSecret>
      )}
    </>
  );
}
