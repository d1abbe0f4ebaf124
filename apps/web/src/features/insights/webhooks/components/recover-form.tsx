import { DAY_MS } from '@tastetype/quiz-domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Failure } from '../../shared/components/failure';
import { fieldClass } from '../../shared/components/styles';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useRecoverDeliveries } from '../api/use-webhooks';
import { instantOfUtcField, utcFieldValue } from '../lib/utc-minutes';

/** Sends again every failed delivery of an endpoint made since a time (UTC, 24 hours ago unless changed); says how many. */
export function RecoverForm({ endpointId, onRefused }: { endpointId: string; onRefused: (refusal: Refusal) => void }) {
  const t = useInsightsT();
  const [since, setSince] = useState(() => utcFieldValue(new Date(Date.now() - DAY_MS)));
  const [invalid, setInvalid] = useState(false);
  const [recovered, setRecovered] = useState<number>();
  const { failure, attempt, forget } = useAttempt(onRefused);
  const [recover, { loading }] = useRecoverDeliveries();
  const sinceId = useId();
  const helpId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    forget();
    setRecovered(undefined);
    const instant = instantOfUtcField(since);
    setInvalid(!instant);
    if (!instant) return;
    const answer = await attempt(() => recover({ variables: { endpointId, since: instant } }));
    if (answer?.data) setRecovered(answer.data.recoverWebhookDeliveries);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3">
      <label htmlFor={sinceId} className="block font-semibold">
        {t('insights.webhooks.recover.since')}
      </label>
      <p id={helpId} className="mt-1 text-sm text-stone-700">
        {t('insights.webhooks.recover.help')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          id={sinceId}
          type="datetime-local"
          required
          value={since}
          onChange={(event) => setSince(event.target.value)}
          aria-describedby={invalid ? `${helpId} ${problemId}` : helpId}
          aria-invalid={invalid || undefined}
          className={`${fieldClass} sm:w-auto`}
        />
        <Button type="submit" className="min-h-11 py-2" aria-disabled={loading || undefined}>
          {loading ? t('insights.webhooks.recover.recovering') : t('insights.webhooks.recover.submit')}
        </Button>
      </div>
      {invalid && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t('insights.webhooks.recover.invalid')}
        </p>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {recovered === undefined ? '' : t('insights.webhooks.recover.done', { count: recovered })}
      </p>
      {failure && <Failure title={t('insights.webhooks.recover.failed')} message={failure} />}
    </form>
  );
}
