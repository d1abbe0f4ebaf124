import {
  LOCALES,
  type Locale,
  type Page,
  type PageKind,
  type PrerenderedPages,
  isPersonalityKey,
  matchPage,
  splitLocalePath,
} from '@tastetype/quiz-domain';
import type { Personality } from '../personalities/models/personality.model';
import { EMBEDDED_KINDS, type LanguagePages, type PreparedPage, prepareLanguagePages } from './language-pages';
import { PageTemplate } from './page-template';

/** The visitors' HTML for every path in every language; each language's pages built once per set of its profiles. */
export class IndexPages {
  private readonly template: PageTemplate;
  private readonly pages = new Map<Locale, LanguagePages>();

  constructor(
    indexHtml: string,
    /** The profiles in a language: the pages embed them and name the personalities with them. */
    private readonly profiles: (locale: Locale) => readonly Personality[],
    /** What the web build adds to its pages: chunk and message preloads (page-chunks.ts), prerendered markup. */
    private readonly build: {
      chunkPreloads?: Partial<Record<PageKind, string>>;
      messagePreloads?: Partial<Record<Locale, string>>;
      prerendered?: PrerenderedPages;
    } = {},
  ) {
    this.template = new PageTemplate(indexHtml);
    for (const locale of LOCALES) this.pagesIn(locale);
  }

  /**
   * Status, HTML and language of a pathname (no query string), its absolute URLs starting with `origin`, and
   * whether it is framed. A path that is no page is not found in the language of its prefix, if it has one.
   */
  render(pathname: string, origin: string): { status: number; html: string; locale: Locale; embedded: boolean } {
    const match = matchPage(pathname);
    const locale = match?.locale ?? splitLocalePath(pathname).locale;
    const page = this.choose(match, this.pagesIn(locale));
    const embedded = !!match && EMBEDDED_KINDS.has(match.kind);
    return { status: page.status, html: page.parts.join(origin), locale, embedded };
  }

  private choose(page: Page | undefined, pages: LanguagePages): PreparedPage {
    if (!page) return pages.notFound;
    if (page.kind !== 'results') return pages.byKind.get(page.kind) ?? pages.home;
    const result = pages.results.get(page.personality ?? '');
    if (result) return result;
    // Profiles not read yet: a real personality still gets the home preview, and is not marked noindex.
    const waitingForProfiles = pages.results.size === 0 && isPersonalityKey(page.personality);
    return waitingForProfiles ? pages.home : pages.unknownPersonality;
  }

  private pagesIn(locale: Locale): LanguagePages {
    const profiles = this.profiles(locale);
    const built = this.pages.get(locale);
    if (built?.builtFrom === profiles) return built;
    const frame = this.template.frame(locale);
    const pages = prepareLanguagePages(
      {
        locale,
        frame,
        chunks: this.build.chunkPreloads ?? {},
        messages: this.build.messagePreloads?.[locale] ?? '',
        prerendered: this.build.prerendered?.[locale] ?? {},
      },
      profiles,
    );
    this.pages.set(locale, pages);
    return pages;
  }
}
