// The personalities' titles in each language, as the profiles' migrations store them: the pictures say what the page says.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const TRANSLATIONS = '../../apps/api/src/platform/database/migrations/1764288000000-profile-texts';

/** Each personality's title in `locale`, keyed by personality; English from the seed (`profiles`). */
export function profileTitles(locale, profiles) {
  if (locale === 'en') return Object.fromEntries(profiles.map(({ key, title }) => [key, title]));
  const [texts] = Object.values(require(`${TRANSLATIONS}/${locale.toLowerCase()}.ts`));
  return Object.fromEntries(Object.entries(texts).map(([key, { title }]) => [key, title]));
}
