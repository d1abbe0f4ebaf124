import { DEFAULT_LOCALE, type Locale } from '@tastetype/quiz-domain';
import type { Personality } from './models/personality.model';
import type { PersonalityProfileEntity } from './personality-profile.entity';
import type { PersonalityTranslationEntity } from './personality-translation.entity';

/**
 * The profiles in one language: each profile's words from its translation, its colour and picture from itself.
 * A profile without a translation keeps its English words, so a page never shows a hole.
 */
export function profilesIn(
  locale: Locale,
  profiles: PersonalityProfileEntity[],
  translations: PersonalityTranslationEntity[],
): Personality[] {
  return profiles.map(({ key, title, description, color, traits, foods, image }) => {
    const words =
      locale === DEFAULT_LOCALE
        ? undefined
        : translations.find((translation) => translation.key === key && translation.locale === locale);
    return {
      key,
      title: words?.title ?? title,
      description: words?.description ?? description,
      color,
      traits: words?.traits ?? traits,
      foods: words?.foods ?? foods,
      image,
    };
  });
}
