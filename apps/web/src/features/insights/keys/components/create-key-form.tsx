import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ChoiceList } from '../../shared/components/choice-list';
import { Failure } from '../../shared/components/failure';
import { choiceClass, fieldClass } from '../../shared/components/styles';
import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useCreateKey } from '../api/use-keys';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, type ExpiryChoice, expiryInput } from '../lib/expiry';
import { SCOPE_MESSAGES } from '../lib/scope-messages';

/** A new key's name, scopes and expiry; the made key (its secret with it) goes to `onCreated`, and the form empties. */
export function CreateKeyForm({
  scopes,
  onCreated,
  onRefused,
}: {
  /** The scopes a new key may get, in the server's order: those the signed-in key or person holds. */
  scopes: readonly string[];
  onCreated: (created: { name: string; secret: string }) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  // The message, not its text: a problem on screen follows a change of language.
  const [problem, setProblem] = useState<InsightsMessage>();
  const { failure, attempt, forget } = useAttempt(onRefused);
  const [create, { loading }] = useCreateKey();
  const nameId = useId();
  const nameHelpId = useId();
  const problemId = useId();
  const scopesHelpId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    forget();
    if (!name.trim()) return setProblem('insights.keys.create.missingName');
    if (chosen.length === 0) return setProblem('insights.keys.create.missingScope');
    setProblem(undefined);
    const answer = await attempt(() =>
      create({ variables: { input: { name: name.trim(), scopes: chosen, ...expiryInput(expiry) } } }),
    );
    if (!answer?.data) return;
    onCreated({ name: answer.data.createApiKey.key.name, secret: answer.data.createApiKey.secret });
    setName('');
    setChosen([]);
    setExpiry(DEFAULT_EXPIRY);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-5">
      <div>
        <label htmlFor={nameId} className="block font-semibold">
          {t('insights.keys.create.name')}
        </label>
        <p id={nameHelpId} className="mt-1 text-sm text-stone-700">
          {t('insights.keys.create.nameHelp')}
        </p>
        <input
          id={nameId}
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={problem === 'insights.keys.create.missingName' ? `${nameHelpId} ${problemId}` : nameHelpId}
          className={`mt-2 ${fieldClass}`}
        />
      </div>
      <ChoiceList
        legend={t('insights.keys.create.scopes')}
        names={scopes}
        describe={(scope) => {
          const described = SCOPE_MESSAGES[scope];
          return described && t(described);
        }}
        picked={chosen}
        onChange={setChosen}
        describedBy={problem === 'insights.keys.create.missingScope' ? `${scopesHelpId} ${problemId}` : scopesHelpId}
      />
      {/* The server refuses any other: a key gets no scope its maker lacks. */}
      <p id={scopesHelpId} className="-mt-3 text-sm text-stone-700">
        {t('insights.keys.create.scopesHelp')}
      </p>
      <fieldset>
        <legend className="font-semibold">{t('insights.keys.create.expiry')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {EXPIRY_CHOICES.map((choice) => (
            <label key={choice} className="inline-flex min-h-6 items-center gap-2">
              <input
                type="radio"
                name="key-expiry"
                value={choice}
                checked={expiry === choice}
                onChange={() => setExpiry(choice)}
                className={choiceClass}
              />
              {choice === 'never'
                ? t('insights.keys.expiry.never')
                : t('insights.keys.expiry.days', { days: Number(choice) })}
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-stone-700">{t('insights.keys.expiry.help')}</p>
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
          {t(problem)}
        </p>
      )}
      {failure && <Failure title={t('insights.keys.create.failed')} message={failure} />}
      <Button type="submit" disabled={loading}>
        {loading ? t('insights.keys.create.creating') : t('insights.keys.create.submit')}
      </Button>
    </form>
  );
}
