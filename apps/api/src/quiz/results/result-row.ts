import type { PersonalityResult } from './models/personality-result.model';

/** The columns a result is read with, for ResultRow. */
export const RESULT_COLUMNS =
  'id, personality, answers, shared, shared_at, created_at, locale, channel, source, medium, campaign, content, term';

/** A row of personality_results as PostgreSQL gives it. */
export interface ResultRow {
  id: string;
  personality: string;
  answers: PersonalityResult['answers'];
  shared: boolean;
  shared_at: Date | null;
  created_at: Date;
  locale: string;
  channel: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
}

export function toResult(row: ResultRow): PersonalityResult {
  return {
    id: row.id,
    personality: row.personality,
    answers: {
      flavor: row.answers.flavor,
      dining: row.answers.dining,
      cooking: row.answers.cooking,
    },
    shared: row.shared,
    sharedAt: row.shared_at,
    createdAt: row.created_at,
    locale: row.locale,
    attribution: row.channel
      ? {
          channel: row.channel,
          source: row.source ?? '',
          medium: row.medium ?? '',
          campaign: row.campaign ?? '',
          content: row.content,
          term: row.term,
        }
      : null,
  };
}
