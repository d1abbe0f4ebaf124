// The share pictures' text: Pango lays it out, wraps it and shapes it (Arabic joined, right to left).
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/** Each script's font and the Debian package that holds it; Arabic needs glyphs Liberation Sans has not. */
const FONTS = {
  latin: { family: 'Liberation Sans', debianPackage: 'fonts-liberation' },
  ar: { family: 'Noto Sans Arabic', debianPackage: 'fonts-noto-core' },
};

let installed;

/** A locale's font; one clear line and exit when fontconfig lacks it, as Pango would silently draw another. */
export function fontFor(locale) {
  const { family, debianPackage } = FONTS[locale] ?? FONTS.latin;
  installed ??= listFamilies();
  if (!installed.has(family)) {
    console.error(`share-images: font "${family}" is missing (Debian: apt-get install -y ${debianPackage})`);
    process.exit(1);
  }
  return family;
}

function listFamilies() {
  try {
    const lines = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n');
    return new Set(lines.flatMap((line) => line.split(',')));
  } catch {
    // No fontconfig tools to ask: every font counts as missing.
    return new Set();
  }
}

const escapeMarkup = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pango markup for a run of text; `lineHeight` tightens scripts whose fonts set tall lines (Arabic). */
export function span(text, font, colour, lineHeight) {
  const tightened = lineHeight ? ` line_height="${lineHeight}"` : '';
  return `<span${tightened} font_desc="${font}" foreground="${colour}">${escapeMarkup(text)}</span>`;
}

/**
 * Pango lays out and wraps the text; sizes are pixels at 72 dpi. The layer is as wide as its longest line, and a
 * right-to-left paragraph is right-aligned by Pango itself.
 */
export async function textLayer(markup, { font, width, spacing = 0 }) {
  const { data, info } = await sharp({
    text: { text: markup, font, width, dpi: 72, rgba: true, wrap: 'word', spacing },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** How wide a run is on one line. */
async function runWidth(markup, font) {
  const { info } = await sharp({ text: { text: markup, font, dpi: 72, rgba: true } }).toBuffer({
    resolveWithObject: true,
  });
  return info.width;
}

/** The largest size, from `size` down by 2 px, at which a line of text fits `width` unbroken. */
export async function fittedLine({ markupAt, size, font, width }) {
  let at = size;
  while (at > size / 2 && (await runWidth(markupAt(at), font)) > width) at -= 2;
  return textLayer(markupAt(at), { font, width });
}

/**
 * A headline at the largest size, from `size` down by 4 px, at which no word is wider than `width` and the whole
 * fits `maxHeight`: a long title shrinks rather than breaking mid-word or running over the picture's foot.
 * `markupAt(size)` is the headline, `wordsAt(size)` the markup of each of its words alone.
 */
export async function fittedHeadline({ markupAt, wordsAt, size, font, width, maxHeight, spacing }) {
  for (let at = size; ; at -= 4) {
    const widths = await Promise.all(wordsAt(at).map((word) => runWidth(word, font)));
    const layer = await textLayer(markupAt(at), { font, width, spacing });
    if ((Math.max(...widths) <= width && layer.height <= maxHeight) || at <= size / 2) return layer;
  }
}
