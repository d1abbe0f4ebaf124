import { DAY_MS, QUESTIONS, dropOffPercent } from '@tastetype/quiz-domain';
import type { EventInsightsQuery, ResultInsightsQuery } from '../../gql/graphql';
import type { useT } from '../../../../i18n/site-messages';
import { QUESTION_MESSAGES, optionMessage } from '../../../../i18n/question-messages';
import type { InsightsT } from '../../shared/insights-messages';
import { addDays } from './filters';
import type { Formats } from '../../shared/lib/format';

type DailyCount = ResultInsightsQuery['dailyResults'][number];
type Funnel = EventInsightsQuery['funnel'];
type Sharing = EventInsightsQuery['sharing'];
type AnswerCount = ResultInsightsQuery['resultStats']['answers'][number];
type SiteT = ReturnType<typeof useT>;

/** Longer than this, days without results are not filled in: a line of zeros over years helps nobody. */
const MAX_FILLED_DAYS = 366;

/**
 * Every day of the period, those without results at 0: the server lists only days with results, and a chart
 * that skips them would draw a busy week as a steady one. Unbounded or very long periods fill between the data's ends.
 */
export function fillDays(rows: readonly DailyCount[], period?: { firstDay: string; lastDay: string }): DailyCount[] {
  if (rows.length === 0) return [];
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let first = rows[0].day;
  let last = rows[rows.length - 1].day;
  if (period && daysBetween(period.firstDay, period.lastDay) < MAX_FILLED_DAYS) {
    first = period.firstDay;
    last = period.lastDay;
  }
  const filled: DailyCount[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    filled.push(byDay.get(day) ?? { day, count: 0, shared: 0 });
  }
  return filled;
}

const daysBetween = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;

export interface FunnelStep {
  label: string;
  count: number;
  /** Percent of the step before who did not reach this one, to 0.1; undefined for the first step or when it grew. */
  dropOffPercent?: number;
}

/**
 * Views → starts → each question → completions → result views, each with its drop-off from the step before:
 * the questions' as the server gives them, the other steps' by the same rule from quiz-domain.
 */
export function funnelSteps(funnel: Funnel, t: InsightsT, formats: Formats): FunnelStep[] {
  const question = (number: number) => funnel.questions.find((q) => q.question === number);
  const steps: FunnelStep[] = [
    { label: t('insights.funnel.views'), count: funnel.homePageViews },
    {
      label: t('insights.funnel.starts'),
      count: funnel.starts,
      dropOffPercent: dropOffPercent(funnel.homePageViews, funnel.starts),
    },
    ...QUESTIONS.map((_, index) => ({
      label: t('insights.funnel.answered', { number: formats.count(index + 1) }),
      count: question(index + 1)?.answered ?? 0,
      dropOffPercent: question(index + 1)?.dropOffPercent,
    })),
  ];
  const lastAnswered = steps[steps.length - 1]?.count ?? 0;
  steps.push(
    {
      label: t('insights.funnel.completions'),
      count: funnel.completions,
      dropOffPercent: dropOffPercent(lastAnswered, funnel.completions),
    },
    {
      label: t('insights.funnel.resultViews'),
      count: funnel.resultViews,
      dropOffPercent: dropOffPercent(funnel.completions, funnel.resultViews),
    },
  );
  return steps;
}

export interface OptionCount {
  label: string;
  count: number;
  /** Of the question's answers, 0–100. */
  percent: number;
}

export interface QuestionAnswers {
  id: string;
  text: string;
  options: OptionCount[];
}

/** Each question with every one of its options, in the quiz's order, those nobody picked at 0; worded as the quiz words them. */
export function answersByQuestion(answers: readonly AnswerCount[], t: SiteT): QuestionAnswers[] {
  return QUESTIONS.map((question) => {
    const countOf = (option: string) =>
      answers.find((answer) => answer.question === question.id && answer.option === option)?.count ?? 0;
    const total = question.options.reduce((sum, option) => sum + countOf(option.id), 0);
    return {
      id: question.id,
      text: t(QUESTION_MESSAGES[question.id]),
      options: question.options.map((option) => {
        const count = countOf(option.id);
        return {
          label: t(optionMessage(option.id)),
          count,
          percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
        };
      }),
    };
  });
}

/** The sharing loop's counts, in the order a share travels. */
export function sharingSteps(sharing: Sharing, t: InsightsT): { label: string; count: number }[] {
  return [
    { label: t('insights.sharing.shareTaps'), count: sharing.shareClicks },
    { label: t('insights.sharing.shares'), count: sharing.shares },
    { label: t('insights.sharing.landings'), count: sharing.sharedLinkLandings },
    { label: t('insights.sharing.startsFromShares'), count: sharing.startsFromShares },
    { label: t('insights.sharing.completionsFromShares'), count: sharing.completionsFromShares },
  ];
}
