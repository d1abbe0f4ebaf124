import { MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';

// Control and format characters (C0, C1, bidi overrides, zero-width): never part of a campaign's name.
const UNPRINTABLE = /[\p{Cc}\p{Cf}]+/gu;

/** A tag as kept: one line, trimmed, at most the cap; undefined when nothing is left. */
export function cleanValue(value: unknown, { lowerCase = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = [...value.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, MAX_ARRIVAL_VALUE_LENGTH)
    .join('')
    .trim();
  if (!cleaned) return undefined;
  return lowerCase ? cleaned.toLowerCase() : cleaned;
}

/** A host name as a referrer gives it (lower case, no port, no trailing dot); undefined when it is no host. */
export function cleanHost(value: unknown): string | undefined {
  const host = cleanValue(value, { lowerCase: true });
  if (!host) return undefined;
  try {
    const { hostname } = new URL(`https://${host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '')}`);
    return /^[a-z0-9.-]+$/.test(hostname) && hostname.includes('.') ? hostname.replace(/\.$/, '') : undefined;
  } catch {
    return undefined;
  }
}
