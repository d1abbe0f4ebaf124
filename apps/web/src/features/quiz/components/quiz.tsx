import { type Answers, QUESTIONS, type QuizQuestion, tally } from '@tastetype/quiz-domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { useQuizPaths } from '../../../config/quiz-paths';
import { PERSONALITY_MESSAGES } from '../../../i18n/personality-messages';
import { QUESTION_MESSAGES } from '../../../i18n/question-messages';
import { useT } from '../../../i18n/site-messages';
import { useLocale } from '../../../i18n/use-locale';
import { notifyHost } from '../../../lib/embed/embed-frame';
import { startAttempt, trackAnswered, trackCompleted } from '../../../lib/funnel-events';
import { saveLocalResult } from '../../../lib/result-saving/local-results';
import { randomId } from '../../../lib/random-id';
import { useSaveResult } from '../api/use-save-result';
import { QuestionOptions } from './question-options';
import { QuizProgress } from './quiz-progress';

export function Quiz() {
  const navigate = useNavigate();
  const quizPaths = useQuizPaths();
  const saveResult = useSaveResult();
  const t = useT();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const [selection, setSelection] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const clientId = useAttempt();
  const question = QUESTIONS[index];
  const isLast = index === QUESTIONS.length - 1;

  usePreloadedPictures(QUESTIONS[index + 1]);
  const moved = useRef(false);
  useEffect(() => {
    // Tell keyboard and screen-reader users the question changed, but not on first arrival.
    if (moved.current) questionHeading.current?.focus();
    moved.current = true;
  }, [index]);

  // Every question is arrived at blank: Next waits for a fresh pick, going forward or back.
  function goTo(next: number, kept: Partial<Answers>) {
    setAnswers(kept);
    setIndex(next);
    setSelection(null);
  }

  function previous() {
    if (index === 0) return quizPaths.home && navigate(quizPaths.home);
    // The question we return to is answered again, so its old answer is dropped too: nothing stale is sent.
    const { [QUESTIONS[index - 1].id]: _cleared, ...kept } = answers;
    goTo(index - 1, kept);
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!selection || saving) return;
    const given = { ...answers, [question.id]: selection };
    trackAnswered(index + 1);
    notifyHost({ type: 'answer', question: index + 1, option: selection });
    if (!isLast) return goTo(index + 1, given);
    await finish(given as Answers);
  }

  async function finish(completed: Answers) {
    const winner = tally(completed);
    setSaving(true);
    trackCompleted();
    notifyHost({ type: 'result', personality: winner, title: t(PERSONALITY_MESSAGES[winner]) });
    try {
      const id = await saveResult(winner, completed, clientId.current, locale);
      notify({ title: t('toast.complete.title'), description: t('toast.complete.description') });
      void navigate(quizPaths.results(winner, id));
    } catch {
      notify({ title: t('toast.error.title'), description: t('toast.saveFailed.description'), variant: 'destructive' });
      void navigate(quizPaths.results(winner, saveLocalResult(winner, completed, clientId.current, locale).id));
    }
  }

  return (
    <form onSubmit={next} className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold in-[.framed]:text-2xl sm:text-4xl">{t('quiz.heading')}</h1>
      <QuizProgress index={index} total={QUESTIONS.length} />
      <fieldset className="mt-8 in-[.framed]:mt-5" key={question.id}>
        <legend className="w-full">
          <h2 ref={questionHeading} tabIndex={-1} className="text-2xl font-bold outline-none in-[.framed]:text-xl">
            {t(QUESTION_MESSAGES[question.id])}
          </h2>
        </legend>
        <QuestionOptions question={question} selection={selection} onSelect={setSelection} />
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-4 in-[.framed]:mt-5">
        {/* In a publisher's frame the first question has nowhere to go back to: the page around it is theirs. */}
        {index === 0 && !quizPaths.home ? (
          <span />
        ) : (
          <Button variant="outline" onClick={previous} disabled={saving}>
            {index === 0 ? t('quiz.backHome') : t('quiz.previous')}
          </Button>
        )}
        <Button type="submit" disabled={!selection || saving}>
          {saving ? t('quiz.processing') : isLast ? t('quiz.getResults') : t('quiz.next')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The quiz starts when its first question shows. Its save gets a clientId of its own, not the events'
 * attempt id: the clientId is stored with the result (and on the device when saving fails), the attempt id never.
 */
function useAttempt(): { current: string } {
  const clientId = useRef('');
  useEffect(() => {
    if (clientId.current) return;
    startAttempt();
    notifyHost({ type: 'start' });
    clientId.current = randomId();
  }, []);
  return clientId;
}

/** Fetches the next question's pictures ahead, so they show at once. */
function usePreloadedPictures(upcoming: QuizQuestion | undefined) {
  useEffect(() => {
    upcoming?.options.forEach((option) => {
      new Image().src = option.image;
    });
  }, [upcoming]);
}
