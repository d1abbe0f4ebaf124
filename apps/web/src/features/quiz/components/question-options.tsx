import type { QuizQuestion } from '@tastetype/quiz-domain';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../../components/ui/check-icon';
import { useT } from '../../../i18n/site-messages';
import { optionMessage } from '../../../i18n/question-messages';

interface Props {
  question: QuizQuestion;
  selection: string | null;
  onSelect: (optionId: string) => void;
}

/** Native radios as picture cards: Tab into the group, arrows or Space to pick. */
export function QuestionOptions({ question, selection, onSelect }: Props) {
  const t = useT();
  const group = useRef<HTMLDivElement>(null);
  // A card tapped on the prerendered page before the scripts arrived: its radio is checked, the quiz's state not yet.
  useEffect(() => {
    const tapped = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (tapped && selection === null) onSelect(tapped.value);
  }, [selection, onSelect]);
  return (
    <div ref={group} className="mt-6 grid gap-4 in-[.framed]:mt-4 in-[.framed]:gap-3 sm:grid-cols-3">
      {question.options.map((option) => {
        const checked = selection === option.id;
        return (
          <label
            key={option.id}
            className={
              'relative flex cursor-pointer items-center gap-4 rounded-2xl border-2 bg-white p-4 shadow-sm transition in-[.framed]:p-3 sm:flex-col sm:p-6 ' +
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-700 ' +
              (checked ? 'border-orange-700 bg-orange-50 shadow-md' : 'border-stone-200 hover:border-orange-300')
            }
          >
            <input
              type="radio"
              name={question.id}
              value={option.id}
              checked={checked}
              onChange={() => onSelect(option.id)}
              // Transparent over the whole card: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <img
              src={option.image}
              alt=""
              width={128}
              height={128}
              className="size-20 shrink-0 in-[.framed]:size-14 sm:size-32"
            />
            <span className="text-lg font-semibold">{t(optionMessage(option.id))}</span>
            {checked && (
              <span
                className="pointer-events-none absolute end-3 top-3 grid size-8 place-items-center rounded-full bg-orange-700 text-white"
                data-testid="check-mark"
              >
                <CheckIcon />
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
