import { type Locale, textDirection } from '@tastetype/quiz-domain';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>\s*/gi;
const HTML_START = /<html\b([^>]*)>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;
const LANGUAGE_ATTRIBUTES = /\s+(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_TAGS = /[ \t]*<script type="module"[^>]*><\/script>\s*|[ \t]*<link rel="modulepreload"[^>]*>\s*/gi;
const BODY_END = /<\/body>(?![\s\S]*<\/body>)/i;

/**
 * `scripts` just before the end of the body, after the page's content, so that the parser meets the text and
 * pictures first; module scripts run after parsing wherever they stand (bench:web saw no lab change either way).
 */
export function withScriptsAtEnd(html: string, scripts: string): string {
  return BODY_END.test(html) ? html.replace(BODY_END, () => `${scripts}</body>`) : html + scripts;
}

/** The HTML around a page's head tags, in one language. */
export interface PageFrame {
  before: string;
  /** The rest of the template, without its script tags. */
  after: string;
  /** The template's own entry script and preloads, for the end of the body (withScriptsAtEnd). */
  scripts: string;
}

/**
 * The web build's index.html, cut around its `<title>` and without its description (Vite keeps them for
 * dev; the server writes its own), framed per language by its `<html lang dir>`.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly scripts: string;

  constructor(html: string) {
    const withoutDescription = html.replace(DESCRIPTION, '');
    const title = TITLE.exec(withoutDescription);
    if (!title) throw new Error('The web build’s index.html has no <title> for the link previews to replace');
    this.before = withoutDescription.slice(0, title.index);
    const after = withoutDescription.slice(title.index + title[0].length);
    this.scripts = [...after.matchAll(SCRIPT_TAGS)].map((tag) => tag[0].trim()).join('');
    this.after = after.replace(SCRIPT_TAGS, '');
  }

  /** The page's language on its root element, so screen readers, fonts and right-to-left layout follow it. */
  frame(locale: Locale): PageFrame {
    const direction = textDirection(locale) === 'rtl' ? ' dir="rtl"' : '';
    const root = (attributes: string) =>
      `<html${attributes.replace(LANGUAGE_ATTRIBUTES, '')} lang="${locale}"${direction}>`;
    if (HTML_START.test(this.before)) {
      return {
        before: this.before.replace(HTML_START, (_tag, attributes: string) => root(attributes)),
        after: this.after,
        scripts: this.scripts,
      };
    }
    // HTML lets a page leave out its <html> tag; the language needs one, right after the doctype.
    const doctype = DOCTYPE.exec(this.before)?.[0] ?? '';
    return { before: doctype + root('') + this.before.slice(doctype.length), after: this.after, scripts: this.scripts };
  }
}
