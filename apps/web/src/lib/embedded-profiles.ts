import { EMBEDDED_PROFILES_ID } from '@tastetype/quiz-domain';
import type { PersonalitiesQuery } from '../gql/graphql';

type Profiles = PersonalitiesQuery['personalities'];

let last: { text: string; profiles?: Profiles } | undefined;

/** The profiles the server wrote into this page's HTML (as GraphQL `personalities` gives them), or undefined where it has none (Vite's dev server). */
export function embeddedProfiles(): Profiles | undefined {
  const text = document.getElementById(EMBEDDED_PROFILES_ID)?.textContent;
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
