import { t as siteT } from '../../../../i18n/site-messages';
import { insightsMessages } from '../../shared/insights-messages';
import { formatsIn } from '../../shared/lib/format';
import { answersByQuestion, fillDays, funnelSteps } from './series';

const day = (date: string, count: number, shared = 0) => ({ day: date, count, shared });

describe('chart series', () => {
  it('fills the days of the period that had no results with 0', async () => {
    const rows = [day('2026-03-02', 4, 1), day('2026-03-04', 2)];
    expect(fillDays(rows, { firstDay: '2026-03-01', lastDay: '2026-03-05' })).toEqual([
      day('2026-03-01', 0),
      day('2026-03-02', 4, 1),
      day('2026-03-03', 0),
      day('2026-03-04', 2),
      day('2026-03-05', 0),
    ]);
  });

  it('without a period (all time) fills only between the first and the last day with results', async () => {
    expect(fillDays([day('2025-12-31', 1), day('2026-01-02', 1)]).map((row) => row.day)).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it("gives each funnel step its drop-off from the step before (the questions' from the server), none when a step grew", async () => {
    const steps = funnelSteps(
      {
        homePageViews: 200,
        starts: 100,
        questions: [
          { question: 1, answered: 90, dropOffPercent: 10 },
          { question: 2, answered: 81, dropOffPercent: 10 },
          { question: 3, answered: 80, dropOffPercent: 1.2 },
        ],
        completions: 80,
        resultViews: 95,
        completionRate: 0.8,
        medianSecondsToComplete: 42,
      },
      insightsMessages.t,
      formatsIn('en'),
    );
    expect(steps.map((step) => [step.label, step.count, step.dropOffPercent])).toEqual([
      ['Home page views', 200, undefined],
      ['Quiz starts', 100, 50],
      ['Question 1 answered', 90, 10],
      ['Question 2 answered', 81, 10],
      ['Question 3 answered', 80, 1.2],
      ['Completions', 80, 0],
      ['Result page views', 95, undefined],
    ]);
  });

  it('lists every option of every question, those nobody picked at 0', async () => {
    const questions = answersByQuestion(
      [
        { question: 'flavor', option: 'spicy', count: 3 },
        { question: 'flavor', option: 'mild', count: 1 },
      ],
      siteT,
    );
    expect(questions.map((q) => q.options.length)).toEqual([3, 3, 3]);
    expect(questions[0].options).toEqual([
      { label: 'Mild & Familiar', count: 1, percent: 25 },
      { label: 'Bold & Spicy', count: 3, percent: 75 },
      { label: 'Fresh & Light', count: 0, percent: 0 },
    ]);
    expect(questions[1].options.every((option) => option.count === 0 && option.percent === 0)).toBe(true);
  });
});
