import type { Answers, Locale, PersonalityKey } from '@tastetype/quiz-domain';

/** localStorage key of the results kept on this device when saving to the server failed. */
export const LOCAL_RESULTS_KEY = 'tastetype-results';

export interface LocalResult {
  id: string;
  personality: PersonalityKey;
  date: string;
  answers: Answers;
  shared: boolean;
  /** The attempt's UUID, sent with every resend so the server stores it once. Missing in records from before. */
  clientId?: string;
  /** The language the quiz was taken in; missing in records from before (English). */
  locale?: Locale;
  /** Stored on the server since; its id there. */
  serverId?: string;
  /** Shared on the device, then recorded as shared on the server too. */
  sharedOnServer?: boolean;
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
export function saveLocalResult(
  personality: PersonalityKey,
  answers: Answers,
  clientId: string,
  locale: Locale,
  now = new Date(),
): LocalResult {
  const date = localDate(now);
  const result = { id: String(now.getTime()), personality, date, answers, shared: false, clientId, locale };
  writeLocalResults([...readLocalResults(), result]);
  return result;
}

/** Changes one record and gives it back as stored; undefined when there is no such record. */
export function updateLocalResult(id: string, change: Partial<LocalResult>): LocalResult | undefined {
  const results = readLocalResults().map((result) => (result.id === id ? { ...result, ...change } : result));
  writeLocalResults(results);
  return results.find((result) => result.id === id);
}

export function markLocalResultShared(id: string): LocalResult | undefined {
  return updateLocalResult(id, { shared: true });
}

/** Records the server does not have yet, or not yet as shared. */
export function unsyncedLocalResults(): LocalResult[] {
  return readLocalResults().filter((result) => !result.serverId || (result.shared && !result.sharedOnServer));
}

/** YYYY-MM-DD in the visitor's own time zone. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
