import { type Answers, QUESTION_IDS, QUESTIONS, findOption } from './questions';

/**
 * Every problem with a submitted answers map, each naming its field;
 * empty when the map holds exactly the three questions, each with one of its options.
 */
export function findAnswerProblems(answers: unknown): string[] {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return ['answers must be an object with one option id per question'];
  }
  const given = answers as Record<string, unknown>;
  const problems = QUESTIONS.flatMap((question) => {
    const value = given[question.id];
    if (value === undefined || value === null) return [`answers.${question.id} is required`];
    if (findOption(question.id, value)) return [];
    const allowed = question.options.map((o) => o.id).join(', ');
    return [`answers.${question.id} must be one of: ${allowed}`];
  });
  const unknown = Object.keys(given).filter((key) => !(QUESTION_IDS as readonly string[]).includes(key));
  return [...problems, ...unknown.map((key) => `answers.${key} is not a question`)];
}

export function isValidAnswers(answers: unknown): answers is Answers {
  return findAnswerProblems(answers).length === 0;
}
