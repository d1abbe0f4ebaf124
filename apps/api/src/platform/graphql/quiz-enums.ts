import { registerEnumType } from '@nestjs/graphql';
import { PERSONALITY_KEYS, type QuestionId, QUESTIONS } from '@tastetype/quiz-domain';

/** A GraphQL enum's backing object, built from the domain's ids so the schema cannot drift from the rule. */
function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as {
    [K in T]: K;
  };
}

function questionOf(id: QuestionId) {
  const question = QUESTIONS.find((each) => each.id === id);
  if (!question) throw new Error(`quiz-domain has no question ${id}`);
  return question;
}

export const PersonalityKeyEnum = enumOf(PERSONALITY_KEYS);
registerEnumType(PersonalityKeyEnum, {
  name: 'PersonalityKey',
  description: 'A food personality.',
});

function registerOptions(id: QuestionId, name: string) {
  const question = questionOf(id);
  const values = enumOf(question.options.map((option) => option.id));
  const valuesMap = Object.fromEntries(question.options.map((option) => [option.id, { description: option.label }]));
  registerEnumType(values, {
    name,
    description: `An answer to "${question.text}"`,
    valuesMap,
  });
  return values;
}

export const FlavorOptionEnum = registerOptions('flavor', 'FlavorOption');
export const DiningOptionEnum = registerOptions('dining', 'DiningOption');
export const CookingOptionEnum = registerOptions('cooking', 'CookingOption');
