import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { useT } from '../../../../../i18n/site-messages';
import { type InsightsT, useInsightsT } from '../../../shared/insights-messages';
import { barConfig } from '../../lib/chart-configs';
import type { Formats } from '../../../shared/lib/format';
import { COLORS } from '../../lib/palette';
import { type QuestionAnswers, answersByQuestion } from '../../lib/series';
import { useFormats } from '../../../shared/lib/use-formats';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

/** One small chart per question, every option on it (those nobody picked at 0), worded as the quiz words them. */
export function AnswersChart({
  answers,
  className,
}: {
  answers: ResultInsightsQuery['resultStats']['answers'];
  className?: string;
}) {
  const t = useInsightsT();
  const siteT = useT();
  const formats = useFormats();
  const questions = useMemo(() => answersByQuestion(answers, siteT), [answers, siteT]);
  return (
    <ChartCard
      title={t('insights.answers.title')}
      className={className}
      chart={
        <div className="grid gap-6 lg:grid-cols-3">
          {questions.map((question, index) => (
            <QuestionChart key={question.id} number={index + 1} question={question} t={t} formats={formats} />
          ))}
        </div>
      }
      table={questions.map((question, index) => {
        const number = formats.count(index + 1);
        return (
          <FiguresTable
            key={question.id}
            caption={t('insights.answers.caption', { number, question: question.text })}
            columns={[
              t('insights.answers.optionColumn', { number }),
              t('insights.column.answers'),
              t('insights.column.share'),
            ]}
            rows={question.options.map((option) => [
              option.label,
              formats.count(option.count),
              formats.percent(option.percent),
            ])}
          />
        );
      })}
    />
  );
}

function QuestionChart({
  number,
  question,
  t,
  formats,
}: {
  number: number;
  question: QuestionAnswers;
  t: InsightsT;
  formats: Formats;
}) {
  const config = useMemo(
    () =>
      barConfig({
        label: t('insights.column.answers'),
        labels: question.options.map((option) => option.label),
        counts: question.options.map((option) => option.count),
        colors: COLORS.results,
        formats,
        horizontal: true,
      }),
    [question, t, formats],
  );
  const shown = formats.count(number);
  const summary = t('insights.answers.summary', {
    number: shown,
    question: question.text,
    options: formats.list(
      question.options.map((option) =>
        t('insights.summary.item', { label: option.label, count: formats.count(option.count) }),
      ),
    ),
  });
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-stone-800">
        {t('insights.answers.figcaption', { number: shown, question: question.text })}
      </figcaption>
      <ChartCanvas config={config} summary={summary} className="mt-2 h-40" />
    </figure>
  );
}
