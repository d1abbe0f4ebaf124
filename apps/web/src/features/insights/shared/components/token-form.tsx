import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useInsightsT } from '../insights-messages';
import { REFUSAL_MESSAGES, type Refusal } from '../lib/refusal';
import { ServerWords } from './server-words';

/** Sign-in with a key (or the deprecated analytics token); after a refusal it says why, in the server's words too. */
export function TokenForm({
  refusal,
  focusOnShow,
  onSubmit,
}: {
  refusal?: Refusal;
  /** After forgetting or a refusal the button pressed is gone: bring the keyboard to the field. */
  focusOnShow: boolean;
  onSubmit: (token: string) => void;
}) {
  const t = useInsightsT();
  const [token, setToken] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const helpId = useId();
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = token.trim();
    if (trimmed) onSubmit(trimmed);
  }

  return (
    <Card className="mt-6 max-w-xl">
      {refusal && (
        <div role="alert" className="mb-5 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{t(REFUSAL_MESSAGES[refusal.kind])}</p>
          {refusal.reason && <ServerWords className="mt-1">{refusal.reason}</ServerWords>}
        </div>
      )}
      <form onSubmit={submit}>
        <label htmlFor={fieldId} className="block font-semibold">
          {t('insights.token.label')}
        </label>
        <p id={helpId} className="mt-1 text-sm text-stone-700">
          {t('insights.token.help')}
        </p>
        <input
          ref={field}
          id={fieldId}
          type="password"
          required
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={helpId}
          className="mt-2 min-h-12 w-full rounded-xl border-2 border-stone-400 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-orange-700"
        />
        <Button type="submit" className="mt-4">
          {t('insights.token.submit')}
        </Button>
      </form>
    </Card>
  );
}
