import { LOCALES, type Locale, toLocale } from '@tastetype/quiz-domain';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { BadRequest } from '../refusals/refusals';

/** What a language tag must be, said the same way by GraphQL and REST (errors stay English: they are for programs). */
export const LOCALE_RULE = `must be one of the supported languages: ${LOCALES.join(', ')}`;

/** The supported locale a tag names, in any letter case (`PT-br` is `pt-BR`); anything else is refused with a 400. */
export function localeOrRefuse(tag: unknown, name = 'locale'): Locale {
  const locale = typeof tag === 'string' ? toLocale(tag) : undefined;
  if (!locale) throw new BadRequest(`${name} ${LOCALE_RULE}`);
  return locale;
}

/** class-validator face of the same rule, for inputs and filters: the tag is taken in its canonical case. */
export function IsLocaleTag(name = 'locale'): PropertyDecorator {
  const canonical = Transform(({ value }) => (typeof value === 'string' ? (toLocale(value) ?? value) : value));
  const valid = ValidateBy({
    name: 'isLocaleTag',
    validator: {
      validate: (value) => typeof value === 'string' && toLocale(value) === value,
      defaultMessage: () => `${name} ${LOCALE_RULE}`,
    },
  });
  return (target, key) => {
    canonical(target, key);
    valid(target, key);
  };
}
