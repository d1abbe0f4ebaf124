import { toOrigin } from '@tastetype/quiz-domain';
import { parseAllowedOrigins } from '../../platform/config/origin-list';

/** Which publishers' pages may frame the quiz: none while EMBED_ALLOWED_ORIGINS is unset. */
export class EmbedAllowList {
  private readonly origins: string[] | '*';

  constructor(setting: string | undefined) {
    const parsed = setting ? parseAllowedOrigins(setting) : { origins: [] };
    if ('bad' in parsed) throw new Error(`EMBED_ALLOWED_ORIGINS holds ${parsed.bad}, which is no origin`);
    this.origins = parsed.origins;
  }

  /** The CSP `frame-ancestors` sources of the embedded pages: the site itself (its /embed preview) and the list. */
  get frameAncestors(): string[] {
    return ["'self'", ...(this.origins === '*' ? ['https:', 'http:'] : this.origins)];
  }

  /** The host the frame's address names, when this list (or being the site itself) allows it; the frame posts to it alone. */
  hostOf(named: unknown, siteOrigin: string): string | undefined {
    const origin = typeof named === 'string' ? toOrigin(named) : undefined;
    if (!origin) return undefined;
    return origin === siteOrigin || this.origins === '*' || this.origins.includes(origin) ? origin : undefined;
  }
}
