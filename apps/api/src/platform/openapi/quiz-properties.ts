import type { ApiPropertyOptions } from '@nestjs/swagger';
import { LOCALES, PERSONALITY_KEYS, type QuestionId, QUESTIONS } from '@tastetype/quiz-domain';

/** The personality as an OpenAPI enum, from the domain's keys. */
export const PERSONALITY_PROPERTY: ApiPropertyOptions = {
  enum: [...PERSONALITY_KEYS],
  enumName: 'PersonalityKey',
};

/** A language TasteType speaks, as an OpenAPI enum of its BCP 47 tags, from the domain's list. */
export const LOCALE_PROPERTY: ApiPropertyOptions = {
  enum: [...LOCALES],
  enumName: 'Locale',
};

function answerProperty(id: QuestionId, enumName: string): ApiPropertyOptions {
  const question = QUESTIONS.find((each) => each.id === id);
  return {
    enum: question?.options.map((option) => option.id) ?? [],
    enumName,
    description: `An answer to "${question?.text}"`,
  };
}

/** Each question's options as OpenAPI enums, from the domain's questions. */
export const ANSWER_PROPERTY = {
  flavor: answerProperty('flavor', 'FlavorOption'),
  dining: answerProperty('dining', 'DiningOption'),
  cooking: answerProperty('cooking', 'CookingOption'),
};
