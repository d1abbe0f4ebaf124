import { EMBEDDED_PROFILES_ID, type Locale } from '@tastetype/quiz-domain';
import type { PersonalitiesQuery } from '../gql/graphql';

type Profiles = PersonalitiesQuery['personalities'];

let last: { text: string; profiles?: Profiles } | undefined;

/**
 * The profiles the server wrote into this page's HTML (as GraphQL `personalities` gives them) when they are
 * in `locale`; undefined where the page has none (Vite's dev server) or has them in another language.
 */
export function embeddedProfiles(locale: Locale): Profiles | undefined {
  const script = document.getElementById(EMBEDDED_PROFILES_ID);
  // The script names its language: after a switch of language, the new one's profiles are asked for.
  if (script?.lang !== locale) return undefined;
  const text = script.textContent;
  if (!text) return undefined;
  if (last?.text !== text) {
    try {
      last = { text, profiles: JSON.parse(text) as Profiles };
    } catch {
      last = { text }; // a damaged page still works: the profiles are asked of the server
    }
  }
  return last.profiles;
}
