import { EMBEDDED_PROFILES_ID, type Locale, type PageKind, type PrerenderedPage } from '@tastetype/quiz-domain';
import type { Personality } from '../personalities/models/personality.model';
import { ORIGIN_SLOT, previewHeadTags, unlistedHeadTags } from './head-tags';
import { jsonScript } from './json-script';
import { type SitePage, type UnlistedPage, resultPreview, sitePreview, unlistedHead } from './link-previews';
import { type PageFrame, withScriptsAtEnd } from './page-template';
import { withRootMarkup } from './prerendered-pages';

/** A page of the built index.html, cut where the origin goes: joined with it per request. */
export interface PreparedPage {
  status: 200 | 404;
  parts: string[];
}

/** Every page in one language, prepared from that language's profiles. */
export interface LanguagePages {
  builtFrom: readonly Personality[];
  home: PreparedPage;
  byKind: Map<PageKind, PreparedPage>;
  /** By personality key. */
  results: Map<string, PreparedPage>;
  unknownPersonality: PreparedPage;
  notFound: PreparedPage;
}

// A page without a preview of its own unfurls as the home page.
const SITE_PAGES: Partial<Record<PageKind, SitePage>> = { home: 'home', test: 'test', embed: 'embedGuide' };

/** The pages a publisher's page frames (embed.js): their own frame-ancestors, and the host they post to. */
export const EMBEDDED_KINDS: ReadonlySet<PageKind> = new Set(['embedQuiz', 'embedResults']);

const UNLISTED_PAGES: Partial<Record<PageKind, UnlistedPage>> = {
  insights: 'insights',
  insightsKeys: 'insightsKeys',
  insightsWebhooks: 'insightsWebhooks',
  ...Object.fromEntries([...EMBEDDED_KINDS].map((kind) => [kind, 'embeddedQuiz'])),
};

interface PageParts {
  locale: Locale;
  frame: PageFrame;
  /** Each page's modulepreload tags (see page-chunks.ts). */
  chunks: Partial<Record<PageKind, string>>;
  /** The language's messages' modulepreload tag, on every page in it. */
  messages?: string;
  /** The pages the web build rendered ahead in this language. */
  prerendered?: Partial<Record<PageKind, PrerenderedPage>>;
}

/** The HTML of every path in a language, its head filled for the route and carrying that language's profiles. */
export function prepareLanguagePages(
  { locale, frame, chunks, messages = '', prerendered = {} }: PageParts,
  profiles: readonly Personality[],
): LanguagePages {
  const profilesJson = profiles.length > 0 ? jsonScript(EMBEDDED_PROFILES_ID, profiles, locale) : '';
  const prepare = (status: 200 | 404, head: string, kind?: PageKind): PreparedPage => {
    const page = kind && prerendered[kind];
    const parts = (head + (page?.head ?? '') + profilesJson).split(ORIGIN_SLOT);
    parts[0] = frame.before + parts[0];
    const body = page ? withRootMarkup(frame.after, page.body) : frame.after;
    parts[parts.length - 1] += withScriptsAtEnd(body, (kind ? (chunks[kind] ?? '') : '') + messages + frame.scripts);
    return { status, parts };
  };
  const byKind = new Map<PageKind, PreparedPage>();
  for (const [kind, page] of Object.entries(SITE_PAGES) as [PageKind, SitePage][]) {
    byKind.set(kind, prepare(200, previewHeadTags(sitePreview(page, locale)), kind));
  }
  for (const [kind, page] of Object.entries(UNLISTED_PAGES) as [PageKind, UnlistedPage][]) {
    byKind.set(kind, prepare(200, unlistedHeadTags(unlistedHead(page, locale)), kind));
  }
  const results = new Map<string, PreparedPage>();
  for (const profile of profiles) {
    const preview = resultPreview(profile, locale);
    if (preview) results.set(profile.key, prepare(200, previewHeadTags(preview), 'results'));
  }
  const home = sitePreview('home', locale);
  return {
    builtFrom: profiles,
    home: prepare(200, previewHeadTags(home), 'home'),
    byKind,
    results,
    // 200, so link-preview crawlers (which drop non-2xx pages) still unfurl it; noindex keeps it out of search.
    unknownPersonality: prepare(200, previewHeadTags(home, { noindex: true }), 'results'),
    notFound: prepare(404, unlistedHeadTags(unlistedHead('notFound', locale))),
  };
}
