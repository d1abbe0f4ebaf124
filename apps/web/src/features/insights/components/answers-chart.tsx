import { useMemo } from 'react';
import type { ResultInsightsQuery } from '../../../gql/graphql';
import { barConfig } from '../lib/chart-configs';
import { formatCount, formatPercent } from '../lib/format';
import { COLORS } from '../lib/palette';
import { type QuestionAnswers, answersByQuestion } from '../lib/series';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

/** One small chart per question, every option on it (those nobody picked at 0). */
export function AnswersChart({
  answers,
  className,
}: {
  answers: ResultInsightsQuery['resultStats']['answers'];
  className?: string;
}) {
  const questions = useMemo(() => answersByQuestion(answers), [answers]);
  return (
    <ChartCard
      title="Answers per question"
      className={className}
      chart={
        <div className="grid gap-6 lg:grid-cols-3">
          {questions.map((question, index) => (
            <QuestionChart key={question.id} number={index + 1} question={question} />
          ))}
        </div>
      }
      table={questions.map((question, index) => (
        <FiguresTable
          key={question.id}
          caption={`Question ${index + 1}: ${question.text}`}
          columns={[`Q${index + 1} option`, 'Answers', 'Share']}
          rows={question.options.map((option) => [
            option.label,
            formatCount(option.count),
            formatPercent(option.percent),
          ])}
        />
      ))}
    />
  );
}

function QuestionChart({ number, question }: { number: number; question: QuestionAnswers }) {
  const config = useMemo(
    () =>
      barConfig({
        label: 'Answers',
        labels: question.options.map((option) => option.label),
        counts: question.options.map((option) => option.count),
        colors: COLORS.results,
        horizontal: true,
      }),
    [question],
  );
  const summary = `Question ${number}, ${question.text}: ${question.options
    .map((option) => `${option.label} ${formatCount(option.count)}`)
    .join(', ')}.`;
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-stone-800">
        Q{number}. {question.text}
      </figcaption>
      <ChartCanvas config={config} summary={summary} className="mt-2 h-40" />
    </figure>
  );
}
