// Writes the 1200×630 link-preview pictures (og:image) into the api's assets, in every language: one per
// personality and one for home, the profile art on the profile's own gradient with its title.
// Run: node tools/pictures/share-images.mjs [locale…]   (all six when none is named)
// Words, titles and paths are read from the api's sources (preview texts, profile migrations), never typed twice.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { placed, profileArt } from './fluent-emoji.mjs';
import { profileTitles } from './profile-titles.mjs';
import { fittedHeadline, fittedLine, fontFor, span, textLayer } from './share-text.mjs';
import { gradientStops, tailwindColour } from './tailwind-colours.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
process.env.SWC_NODE_PROJECT ??= join(root, 'apps/api/tsconfig.scripts.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { LOCALES, textDirection, toLocale } = require('../../libs/quiz-domain/src/index.ts');
const { PREVIEW_TEXTS } = require('../../apps/api/src/quiz/previews/texts/preview-texts.ts');
const { sharePicturePath } = require('../../apps/api/src/quiz/previews/link-previews.ts');
const {
  PROFILES,
} = require('../../apps/api/src/platform/database/migrations/1763769600001-seed-personality-profiles.ts');

const assets = join(root, 'apps/api/src/assets');
const [WIDTH, HEIGHT] = [1200, 630];
// The text column beside the art; mirrored, with the art, for right-to-left languages.
const TEXT = { inset: 80, width: 560 };
// Centred between top and bottom; taller than three lines (280 px) it crowds the picture, so it shrinks instead.
const HEADLINE = { top: 150, bottom: 500, maxHeight: 280, spacing: 6 };
const INK = tailwindColour('stone-900');
const SOFT_INK = tailwindColour('stone-700');
const BRAND = tailwindColour('orange-800');
// Noto Sans Arabic sets lines far apart for its marks: tightened, they still clear them, and three stay a quarter taller.
const LINE_HEIGHT = { ar: 0.72 };
const TALLER_LINES = { ar: 1.25 };

function background(colourClasses, art, rtl) {
  const stops = gradientStops(colourClasses)
    .map((colour, index, all) => `<stop offset="${index / (all.length - 1)}" stop-color="${colour}"/>`)
    .join('');
  // The art sits around the circle's centre; right to left, both move to the other half.
  const circle = rtl ? WIDTH - 900 : 900;
  const placedArt = rtl ? `<g transform="translate(${circle - 900} 0)">${art}</g>` : art;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#warm)"/>
    <circle cx="${circle}" cy="315" r="255" fill="#fff" fill-opacity="0.35"/>
    ${placedArt}
  </svg>`;
}

/** Wordmark on top, the headline centred in the space left, a line of invitation at the foot. */
async function writeCard(file, locale, { colourClasses, art, headline, footer }) {
  const rtl = textDirection(locale) === 'rtl';
  const font = fontFor(locale);
  const column = { font, width: TEXT.width };
  // The wordmark is Latin in every language.
  const brand = await textLayer(span('TasteType', `${fontFor('en')} Bold 44`, BRAND), {
    ...column,
    font: fontFor('en'),
  });
  const head = await fittedHeadline({
    ...column,
    ...headline,
    maxHeight: HEADLINE.maxHeight * (TALLER_LINES[locale] ?? 1),
    spacing: HEADLINE.spacing,
  });
  const foot = await fittedLine({ ...column, size: 28, markupAt: (size) => span(footer, `${font} ${size}`, SOFT_INK) });
  const left = (layer) => (rtl ? WIDTH - TEXT.inset - layer.width : TEXT.inset);
  const headTop = Math.round(HEADLINE.top + (HEADLINE.bottom - HEADLINE.top - head.height) / 2);
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(background(colourClasses, art, rtl)))
    .composite([
      { input: brand.input, left: left(brand), top: 70 },
      { input: head.input, left: left(head), top: headTop },
      { input: foot.input, left: left(foot), top: 530 },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
}

/** Markup of lines drawn together, tightened where the language's font needs it. */
const tightened = (markup, locale) =>
  LINE_HEIGHT[locale] ? `<span line_height="${LINE_HEIGHT[locale]}">${markup}</span>` : markup;
const bold = (text, font, size) => span(text, `${font} Bold ${size}`, INK);
// Pango may break after a hyphen (Wohlfühl-|Genussmensch), so each part is a word of its own.
const wordsOf = (text) => text.split(/\s+|(?<=-)/).filter(Boolean);

async function writeLocale(locale) {
  const words = PREVIEW_TEXTS[locale].picture;
  const font = fontFor(locale);
  const titles = profileTitles(locale, PROFILES);
  for (const { key, color } of PROFILES) {
    const title = words.resultHeadline(titles[key]);
    await writeCard(join(assets, sharePicturePath(locale, key)), locale, {
      colourClasses: color,
      art: profileArt(key, 660, 75, 480),
      headline: {
        size: 84,
        markupAt: (size) =>
          tightened(`${span(words.resultLead, `${font} 56`, SOFT_INK)}\n${bold(title, font, size)}`, locale),
        wordsAt: (size) => wordsOf(title).map((word) => bold(word, font, size)),
      },
      footer: words.resultFooter,
    });
  }
  await writeCard(join(assets, sharePicturePath(locale, 'home')), locale, {
    colourClasses: 'from-amber-200 via-orange-200 to-rose-300',
    art: [
      placed('spaghetti', 665, 95, 240),
      placed('curry-rice', 915, 125, 210),
      placed('green-salad', 795, 330, 220),
    ].join(''),
    headline: {
      size: 80,
      markupAt: (size) => tightened(bold(words.homeHeadline, font, size), locale),
      wordsAt: (size) => wordsOf(words.homeHeadline).map((word) => bold(word, font, size)),
    },
    footer: words.homeFooter,
  });
}

const asked = process.argv.slice(2).map((tag) => toLocale(tag) ?? tag);
const unknown = asked.filter((tag) => !LOCALES.includes(tag));
if (unknown.length > 0) {
  console.error(`share-images: no such locale ${unknown.join(', ')} (one of ${LOCALES.join(', ')})`);
  process.exit(1);
}
const locales = asked.length > 0 ? asked : LOCALES;
// Every font first: a missing one stops the run before any picture is half rewritten.
for (const locale of locales) fontFor(locale);
for (const locale of locales) await writeLocale(locale);
console.log(`share pictures written to ${join(assets, 'pictures/share')}`);
