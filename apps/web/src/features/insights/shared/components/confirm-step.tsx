import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { useInsightsT } from '../insights-messages';
import { Failure } from './failure';

/**
 * The confirm step of an action that cannot be taken back: it takes the keyboard when it opens (the question is
 * read first), Escape or Cancel closes it, and nothing is done until its own button is pressed. `children` say
 * what the action will do.
 */
export function ConfirmStep({
  question,
  children,
  confirm,
  busyLabel,
  failedTitle,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  question: string;
  children: ReactNode;
  /** The confirming button's words, and its words while the action runs. */
  confirm: string;
  busyLabel: string;
  /** What failed, said above the server's words when the action fails. */
  failedTitle: string;
  busy: boolean;
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useInsightsT();
  const box = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={questionId}
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="mt-4 rounded-2xl bg-red-50 p-5 ring-1 ring-red-700/40 focus-visible:outline-3 focus-visible:outline-orange-700"
    >
      <p id={questionId} className="font-semibold break-words text-red-900">
        {question}
      </p>
      <p className="mt-1 text-sm text-stone-800">{children}</p>
      {failure && <Failure className="mt-3" title={failedTitle} message={failure} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirm}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('insights.confirm.cancel')}
        </Button>
      </div>
    </div>
  );
}
