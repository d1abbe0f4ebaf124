export const SHARE_TITLE = 'TasteType - My Food Personality';

export interface Shareable {
  title: string;
  description: string;
  /** The personality's page for friends (`?ref=share`), given to the share sheet. */
  url: string;
  /** The site's origin, which ends the copied text, as the spec words it. */
  siteOrigin: string;
}

/** 'cancelled' when the visitor closed the share sheet: not an error. Throws when sharing failed. */
export async function shareResult({ title, description, url, siteOrigin }: Shareable): Promise<'shared' | 'cancelled'> {
  const text = `I'm a ${title}! ${description}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: SHARE_TITLE, text, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('This browser can neither share nor copy');
  await navigator.clipboard.writeText(`${text} Check out TasteType: ${siteOrigin}`);
  return 'shared';
}

const SERVER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Server ids are UUIDs; the local fallback's are timestamp strings. */
export function isServerResultId(id: string): boolean {
  return SERVER_ID.test(id);
}
