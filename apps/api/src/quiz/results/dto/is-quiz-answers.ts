import { findAnswerProblems, isValidAnswers } from '@tastetype/quiz-domain';
import { registerDecorator } from 'class-validator';

/** class-validator face of the domain's answer rule, so REST and GraphQL reject alike. */
export function IsQuizAnswers(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isQuizAnswers',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => isValidAnswers(value),
        defaultMessage: (args) => findAnswerProblems(args?.value).join('; '),
      },
    });
}
