import { EMBEDDED_PROFILES_ID, type Page, type PageKind, isPersonalityKey, matchPage } from '@tastetype/quiz-domain';
import type { Personality } from '../personalities/models/personality.model';
import { ORIGIN_SLOT, previewHeadTags, unlistedHeadTags } from './head-tags';
import {
  EMBED_GUIDE_PREVIEW,
  EMBEDDED_QUIZ_HEAD,
  HOME_PREVIEW,
  INSIGHTS_HEAD,
  type LinkPreview,
  NOT_FOUND_HEAD,
  TEST_PREVIEW,
  resultPreview,
} from './link-previews';

/** A page of the built index.html, cut where the origin goes: joined with it per request. */
interface PreparedPage {
  status: 200 | 404;
  parts: string[];
}

// A page without a preview of its own unfurls as the home page.
const PAGE_PREVIEWS: Partial<Record<PageKind, LinkPreview>> = {
  home: HOME_PREVIEW,
  test: TEST_PREVIEW,
  embed: EMBED_GUIDE_PREVIEW,
};

/** The pages a publisher's page frames (embed.js): their own frame-ancestors, and the host they post to. */
const EMBEDDED_KINDS: ReadonlySet<PageKind> = new Set(['embedQuiz', 'embedResults']);

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>\s*/gi;

/** index.html around its `<title>`, without its description: Vite keeps them for dev, the server writes its own. */
function cutTemplate(html: string): { before: string; after: string } {
  const withoutDescription = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(withoutDescription);
  if (!title) throw new Error('The web build’s index.html has no <title> for the link previews to replace');
  return {
    before: withoutDescription.slice(0, title.index),
    after: withoutDescription.slice(title.index + title[0].length),
  };
}

/** Characters that could end the script element or break a JavaScript string, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Data the app reads at once (never run: CSP still allows no inline script), e.g. the profiles, so no page waits for a query. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

interface PreparedPages {
  home: PreparedPage;
  byKind: Map<string, PreparedPage>;
  /** By personality key. */
  results: Map<string, PreparedPage>;
  unknownPersonality: PreparedPage;
  notFound: PreparedPage;
}

/** The visitors' HTML for every path, its head filled for the route; built once per set of profiles. */
export class IndexPages {
  private readonly template: { before: string; after: string };
  private builtFrom?: readonly Personality[];
  private pages: PreparedPages;
  private profilesJson = '';

  constructor(
    indexHtml: string,
    private readonly profiles: () => readonly Personality[],
    /** Each page's modulepreload tags (see page-chunks.ts). */
    private readonly chunkPreloads: Partial<Record<PageKind, string>> = {},
  ) {
    this.template = cutTemplate(indexHtml);
    this.pages = this.pagesFor(profiles());
  }

  /** Status and HTML of a pathname (no query string), its absolute URLs starting with `origin`; whether it is framed. */
  render(pathname: string, origin: string): { status: number; html: string; embedded: boolean } {
    const match = matchPage(pathname);
    const page = this.choose(match);
    return { status: page.status, html: page.parts.join(origin), embedded: !!match && EMBEDDED_KINDS.has(match.kind) };
  }

  private choose(page: Page | undefined): PreparedPage {
    const pages = this.pagesFor(this.profiles());
    if (!page) return pages.notFound;
    if (page.kind !== 'results') return pages.byKind.get(page.kind) ?? pages.home;
    const result = pages.results.get(page.personality ?? '');
    if (result) return result;
    // Profiles not read yet: a real personality still gets the home preview, and is not marked noindex.
    const waitingForProfiles = pages.results.size === 0 && isPersonalityKey(page.personality);
    return waitingForProfiles ? pages.home : pages.unknownPersonality;
  }

  private pagesFor(profiles: readonly Personality[]): PreparedPages {
    if (profiles === this.builtFrom) return this.pages;
    this.profilesJson = profiles.length > 0 ? jsonScript(EMBEDDED_PROFILES_ID, profiles) : '';
    const chunks = this.chunkPreloads;
    const page = (preview: LinkPreview, kind: PageKind) =>
      this.prepare(200, previewHeadTags(preview) + (chunks[kind] ?? ''));
    const results = new Map<string, PreparedPage>();
    for (const profile of profiles) {
      const preview = resultPreview(profile);
      if (preview) results.set(profile.key, page(preview, 'results'));
    }
    this.builtFrom = profiles;
    this.pages = {
      home: page(HOME_PREVIEW, 'home'),
      byKind: new Map([
        ...Object.entries(PAGE_PREVIEWS).map(([kind, preview]) => [kind, page(preview, kind as PageKind)] as const),
        ['insights', this.prepare(200, unlistedHeadTags(INSIGHTS_HEAD) + (chunks.insights ?? ''))],
        ...[...EMBEDDED_KINDS].map(
          (kind) => [kind, this.prepare(200, unlistedHeadTags(EMBEDDED_QUIZ_HEAD) + (chunks[kind] ?? ''))] as const,
        ),
      ]),
      results,
      // 200, so link-preview crawlers (which drop non-2xx pages) still unfurl it; noindex keeps it out of search.
      unknownPersonality: this.prepare(200, previewHeadTags(HOME_PREVIEW, { noindex: true }) + (chunks.results ?? '')),
      notFound: this.prepare(404, unlistedHeadTags(NOT_FOUND_HEAD)),
    };
    return this.pages;
  }

  private prepare(status: 200 | 404, head: string): PreparedPage {
    const parts = (head + this.profilesJson).split(ORIGIN_SLOT);
    parts[0] = this.template.before + parts[0];
    parts[parts.length - 1] += this.template.after;
    return { status, parts };
  }
}
