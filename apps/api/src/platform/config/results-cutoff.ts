import { DAY_MS } from '@tastetype/quiz-domain';

/**
 * The RESULTS_KEEP_DAYS rule, in one place for the job that deletes and the dashboard that says so: results
 * before midnight UTC of today minus `keepDays` days go; null when `keepDays` is 0 (results are kept forever).
 */
export function resultsRemovedBefore(keepDays: number, now: Date = new Date()): Date | null {
  if (keepDays === 0) return null;
  const todayMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(todayMidnight - keepDays * DAY_MS);
}
