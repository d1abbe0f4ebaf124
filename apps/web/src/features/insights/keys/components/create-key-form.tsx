import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ServerWords } from '../../components/server-words';
import { type InsightsMessage, useInsightsT } from '../../insights-messages';
import { type Refusal, refusalOf } from '../../lib/refusal';
import { useCreateKey } from '../api/use-keys';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, type ExpiryChoice, expiryInput } from '../lib/expiry';
import { SCOPE_MESSAGES } from '../lib/scope-messages';

const field =
  'min-h-11 w-full max-w-md rounded-xl border-2 border-stone-400 bg-white px-3 text-base ' +
  'focus-visible:outline-3 focus-visible:outline-orange-700';
const control = 'size-4 shrink-0 accent-orange-700 focus-visible:outline-3 focus-visible:outline-orange-700';

/** A new key's name, scopes and expiry; the made key (its secret with it) goes to `onCreated`, and the form empties. */
export function CreateKeyForm({
  scopes,
  onCreated,
  onRefused,
}: {
  /** Every scope the server knows (keyScopes), in its order. */
  scopes: readonly string[];
  onCreated: (created: { name: string; secret: string }) => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  // The message, not its text: a problem on screen follows a change of language.
  const [problem, setProblem] = useState<InsightsMessage>();
  const [failure, setFailure] = useState<string>();
  const [create, { loading }] = useCreateKey();
  const nameId = useId();
  const nameHelpId = useId();
  const problemId = useId();

  const toggle = (scope: string, on: boolean) =>
    setChosen((current) => (on ? [...current, scope] : current.filter((held) => held !== scope)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!name.trim()) return setProblem('insights.keys.create.missingName');
    if (chosen.length === 0) return setProblem('insights.keys.create.missingScope');
    setProblem(undefined);
    try {
      // In the server's order, whatever order they were ticked in.
      const picked = scopes.filter((scope) => chosen.includes(scope));
      const { data } = await create({
        variables: { input: { name: name.trim(), scopes: picked, ...expiryInput(expiry) } },
      });
      if (!data) return;
      onCreated({ name: data.createApiKey.key.name, secret: data.createApiKey.secret });
      setName('');
      setChosen([]);
      setExpiry(DEFAULT_EXPIRY);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) onRefused(refusal);
      else setFailure((error as Error).message);
    }
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
          className={`mt-2 ${field}`}
        />
      </div>
      <fieldset aria-describedby={problem === 'insights.keys.create.missingScope' ? problemId : undefined}>
        <legend className="font-semibold">{t('insights.keys.create.scopes')}</legend>
        <ul className="mt-2 space-y-2">
          {scopes.map((scope) => {
            const described = SCOPE_MESSAGES[scope];
            return (
              <li key={scope}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={chosen.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                    className={`mt-1 ${control}`}
                  />
                  <span>
                    <code className="font-semibold">{scope}</code>
                    {described && <span className="text-stone-700"> — {t(described)}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
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
                className={control}
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
      {failure && (
        <div role="alert" className="text-sm">
          <p className="font-semibold text-red-700">{t('insights.keys.create.failed')}</p>
          <ServerWords className="mt-1 text-stone-800">{failure}</ServerWords>
        </div>
      )}
      <Button type="submit" disabled={loading}>
        {loading ? t('insights.keys.create.creating') : t('insights.keys.create.submit')}
      </Button>
    </form>
  );
}
