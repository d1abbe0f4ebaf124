import type { QuestionId } from '@tastetype/quiz-domain';

/** Each question's and option's message in the site's catalog (the quiz and the insights page word them); written out, so the catalogs' check finds every key in use. */
export const QUESTION_MESSAGES = {
  flavor: 'question.flavor',
  dining: 'question.dining',
  cooking: 'question.cooking',
} as const satisfies Record<QuestionId, string>;

const OPTION_MESSAGES = {
  mild: 'option.mild',
  spicy: 'option.spicy',
  fresh: 'option.fresh',
  cozy: 'option.cozy',
  exotic: 'option.exotic',
  fresh_natural: 'option.fresh_natural',
  traditional: 'option.traditional',
  experimental: 'option.experimental',
  simple: 'option.simple',
} as const;

export type OptionId = keyof typeof OPTION_MESSAGES;

export const optionMessage = (id: string) => OPTION_MESSAGES[id as OptionId];
