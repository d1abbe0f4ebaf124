import { findAnswerProblems, isValidAnswers } from './validate-answers';

describe('findAnswerProblems', () => {
  it.each([
    ['a complete quiz', { flavor: 'spicy', dining: 'cozy', cooking: 'simple' }, []],
    ['a missing answer', { flavor: 'spicy', dining: 'cozy' }, ['answers.cooking is required']],
    ['a null answer', { flavor: null, dining: 'cozy', cooking: 'simple' }, ['answers.flavor is required']],
    [
      'an option of another question',
      { flavor: 'cozy', dining: 'cozy', cooking: 'simple' },
      ['answers.flavor must be one of: mild, spicy, fresh'],
    ],
    [
      'an unknown option',
      { flavor: 'mild', dining: 'cozy', cooking: 'microwave' },
      ['answers.cooking must be one of: traditional, experimental, simple'],
    ],
    [
      'a number instead of an option id',
      { flavor: 'mild', dining: 7, cooking: 'simple' },
      ['answers.dining must be one of: cozy, exotic, fresh_natural'],
    ],
    [
      'an extra question',
      { flavor: 'mild', dining: 'cozy', cooking: 'simple', dessert: 'cake' },
      ['answers.dessert is not a question'],
    ],
    [
      'an empty object',
      {},
      ['answers.flavor is required', 'answers.dining is required', 'answers.cooking is required'],
    ],
    ['a list', ['mild', 'cozy', 'simple'], ['answers must be an object with one option id per question']],
    ['a string', 'mild', ['answers must be an object with one option id per question']],
    ['nothing', undefined, ['answers must be an object with one option id per question']],
  ])('%s', async (_case, answers, problems) => {
    expect(findAnswerProblems(answers)).toEqual(problems);
    expect(isValidAnswers(answers)).toBe(problems.length === 0);
  });
});
