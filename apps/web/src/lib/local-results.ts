import type { Answers, PersonalityKey } from '@tastetype/quiz-domain';

/** localStorage key of the results kept on this device when saving to the server failed. */
export const LOCAL_RESULTS_KEY = 'tastetype-results';

export interface LocalResult {
  id: string;
  personality: PersonalityKey;
  date: string;
  answers: Answers;
  shared: boolean;
}

export function readLocalResults(): LocalResult[] {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_RESULTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function writeLocalResults(results: LocalResult[]): void {
  try {
    localStorage.setItem(LOCAL_RESULTS_KEY, JSON.stringify(results));
  } catch {
    // Storage full or disabled: the visitor still sees their result, it just is not kept.
  }
}

/** Appends a fallback record whose id is a timestamp string, and returns it. */
export function saveLocalResult(personality: PersonalityKey, answers: Answers, now = new Date()): LocalResult {
  const result = { id: String(now.getTime()), personality, date: localDate(now), answers, shared: false };
  writeLocalResults([...readLocalResults(), result]);
  return result;
}

export function markLocalResultShared(id: string): void {
  writeLocalResults(readLocalResults().map((result) => (result.id === id ? { ...result, shared: true } : result)));
}

/** YYYY-MM-DD in the visitor's own time zone. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
