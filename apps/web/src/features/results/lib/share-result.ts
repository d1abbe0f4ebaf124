import { UUID_PATTERN } from '@tastetype/quiz-domain';

/** What is shared, in the page's language (the spec's words in English). */
export interface Shareable {
  /** The share sheet's title: 'TasteType - My Food Personality'. */
  title: string;
  /** 'I'm a {title}! {description}' */
  text: string;
  /** Copied where no share sheet is: the text, then 'Check out TasteType: {site origin}'. */
  copiedText: string;
  /** The personality's page for friends (`?ref=share`), given to the share sheet. */
  url: string;
}

/** 'cancelled' when the visitor closed the share sheet: not an error. Throws when sharing failed. */
export async function shareResult({ title, text, copiedText, url }: Shareable): Promise<'shared' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('This browser can neither share nor copy');
  await navigator.clipboard.writeText(copiedText);
  return 'shared';
}

/** Server ids are UUIDs; the local fallback's are timestamp strings. */
export function isServerResultId(id: string): boolean {
  return UUID_PATTERN.test(id);
}
