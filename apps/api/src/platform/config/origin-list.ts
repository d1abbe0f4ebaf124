import { toOrigin } from '@tastetype/quiz-domain';

/** The origins EMBED_ALLOWED_ORIGINS names (`*`: any), or the first entry that is no origin. */
export function parseAllowedOrigins(setting: string): { origins: string[] | '*' } | { bad: string } {
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.length === 1 && entries[0] === '*') return { origins: '*' };
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = toOrigin(entry);
    if (!origin) return { bad: entry };
    origins.push(origin);
  }
  return { origins };
}
