import { WEBHOOK_EVENTS, type WebhookEvent } from '@tastetype/quiz-domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ChoiceList } from '../../shared/components/choice-list';
import { Failure } from '../../shared/components/failure';
import { fieldClass } from '../../shared/components/styles';
import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useCreateEndpoint } from '../api/use-webhooks';
import { DEFAULT_EVENTS, EVENT_MESSAGES, type WebhookEndpoint } from '../lib/endpoint-state';

/**
 * A new endpoint's URL, events and description; the added endpoint (its secret with it) goes to `onAdded`, and the
 * form empties. A URL the server refuses (not https, a private address) is said under the form in its words.
 */
export function AddEndpointForm({
  onAdded,
  onRefused,
}: {
  onAdded: (added: { endpoint: WebhookEndpoint; secret: string }) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState([...DEFAULT_EVENTS]);
  const [description, setDescription] = useState('');
  // The message, not its text: a problem on screen follows a change of language.
  const [problem, setProblem] = useState<InsightsMessage>();
  const { failure, attempt, forget } = useAttempt(onRefused);
  const [create, { loading }] = useCreateEndpoint();
  const urlId = useId();
  const urlHelpId = useId();
  const descriptionId = useId();
  const problemId = useId();
  const failureId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    forget();
    if (!url.trim()) return setProblem('insights.webhooks.add.missingUrl');
    if (events.length === 0) return setProblem('insights.webhooks.add.missingEvent');
    setProblem(undefined);
    const answer = await attempt(() =>
      create({ variables: { input: { url: url.trim(), events, description: description.trim() } } }),
    );
    if (!answer?.data) return;
    onAdded(answer.data.createWebhookEndpoint);
    setUrl('');
    setEvents([...DEFAULT_EVENTS]);
    setDescription('');
  }

  // The URL's field is described by what is wrong with it, from the page or from the server.
  const urlDescribedBy = [
    urlHelpId,
    problem === 'insights.webhooks.add.missingUrl' && problemId,
    failure && failureId,
  ].filter(Boolean);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-5">
      <div>
        <label htmlFor={urlId} className="block font-semibold">
          {t('insights.webhooks.add.url')}
        </label>
        <p id={urlHelpId} className="mt-1 text-sm text-stone-700">
          {t('insights.webhooks.add.urlHelp')}
        </p>
        <input
          id={urlId}
          type="url"
          dir="ltr"
          required
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-describedby={urlDescribedBy.join(' ')}
          aria-invalid={problem === 'insights.webhooks.add.missingUrl' || !!failure || undefined}
          className={`mt-2 ${fieldClass}`}
        />
      </div>
      <ChoiceList
        legend={t('insights.webhooks.add.events')}
        names={WEBHOOK_EVENTS}
        describe={(event) => t(EVENT_MESSAGES[event as WebhookEvent])}
        picked={events}
        onChange={setEvents}
        describedBy={problem === 'insights.webhooks.add.missingEvent' ? problemId : undefined}
      />
      <div>
        <label htmlFor={descriptionId} className="block font-semibold">
          {t('insights.webhooks.add.description')}
        </label>
        <input
          id={descriptionId}
          maxLength={200}
          autoComplete="off"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={`mt-2 ${fieldClass}`}
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
          {t(problem)}
        </p>
      )}
      {failure && <Failure id={failureId} title={t('insights.webhooks.add.failed')} message={failure} />}
      <Button type="submit" disabled={loading}>
        {loading ? t('insights.webhooks.add.adding') : t('insights.webhooks.add.submit')}
      </Button>
    </form>
  );
}
