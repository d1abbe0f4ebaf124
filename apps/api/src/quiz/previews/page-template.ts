import { type Locale, textDirection } from '@tastetype/quiz-domain';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>\s*/gi;
const HTML_START = /<html\b([^>]*)>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;
const LANGUAGE_ATTRIBUTES = /\s+(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The HTML around a page's head tags, in one language. */
export interface PageFrame {
  before: string;
  after: string;
}

/**
 * The web build's index.html, cut around its `<title>` and without its description (Vite keeps them for
 * dev; the server writes its own), framed per language by its `<html lang dir>`.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(html: string) {
    const withoutDescription = html.replace(DESCRIPTION, '');
    const title = TITLE.exec(withoutDescription);
    if (!title) throw new Error('The web build’s index.html has no <title> for the link previews to replace');
    this.before = withoutDescription.slice(0, title.index);
    this.after = withoutDescription.slice(title.index + title[0].length);
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
      };
    }
    // HTML lets a page leave out its <html> tag; the language needs one, right after the doctype.
    const doctype = DOCTYPE.exec(this.before)?.[0] ?? '';
    return { before: doctype + root('') + this.before.slice(doctype.length), after: this.after };
  }
}
