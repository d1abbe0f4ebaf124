// Writes the 1200×630 link-preview pictures (og:image), one per personality and one for home, into the api's
// assets: the profile art on the profile's own gradient, with its title. Run: node tools/pictures/share-images.mjs
// Titles and gradients are read from the profiles' seed migration, so they are never typed twice.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { placed, profileArt } from './fluent-emoji.mjs';
import { gradientStops, tailwindColour } from './tailwind-colours.mjs';

const require = createRequire(import.meta.url);
require('@swc-node/register');
const { PROFILES } = require('../../apps/api/src/database/migrations/1763769600001-seed-personality-profiles.ts');

const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/assets/pictures/share');
const [WIDTH, HEIGHT] = [1200, 630];
const TEXT = { left: 80, width: 560 };
const FONT = 'Liberation Sans';
const INK = tailwindColour('stone-900');
const SOFT_INK = tailwindColour('stone-700');
const BRAND = tailwindColour('orange-800');

const escapeMarkup = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const span = (text, font, colour) => `<span font_desc="${font}" foreground="${colour}">${escapeMarkup(text)}</span>`;

/** Pango lays out and wraps the text; sizes are pixels at 72 dpi. */
async function textLayer(markup, spacing = 0) {
  const { data, info } = await sharp({
    text: { text: markup, font: FONT, width: TEXT.width, dpi: 72, rgba: true, wrap: 'word', spacing },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

function background(colourClasses, art) {
  const stops = gradientStops(colourClasses)
    .map((colour, index, all) => `<stop offset="${index / (all.length - 1)}" stop-color="${colour}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#warm)"/>
    <circle cx="900" cy="315" r="255" fill="#fff" fill-opacity="0.35"/>
    ${art}
  </svg>`;
}

/** Wordmark on top, the headline centred in the space left, a line of invitation at the foot. */
async function writeCard(file, { colourClasses, art, headline, footer }) {
  const brand = await textLayer(span('TasteType', `${FONT} Bold 44`, BRAND));
  const head = await textLayer(headline, 6);
  const foot = await textLayer(span(footer, `${FONT} 28`, SOFT_INK));
  const [top, bottom] = [150, 500];
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(background(colourClasses, art)))
    .composite([
      { input: brand.input, left: TEXT.left, top: 70 },
      { input: head.input, left: TEXT.left, top: Math.round(top + (bottom - top - head.height) / 2) },
      { input: foot.input, left: TEXT.left, top: 530 },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
}

for (const { key, title, color } of PROFILES) {
  await writeCard(join(out, `${key}.jpg`), {
    colourClasses: color,
    art: profileArt(key, 660, 75, 480),
    headline: `${span('I’m a', `${FONT} 56`, SOFT_INK)}\n${span(`${title}!`, `${FONT} Bold 84`, INK)}`,
    footer: 'What’s your food personality?',
  });
}
await writeCard(join(out, 'home.jpg'), {
  colourClasses: 'from-amber-200 via-orange-200 to-rose-300',
  art: [
    placed('spaghetti', 665, 95, 240),
    placed('curry-rice', 915, 125, 210),
    placed('green-salad', 795, 330, 220),
  ].join(''),
  // Broken by hand: word wrap would leave 'food' alone on a line.
  headline: span('What’s\nyour food\npersonality?', `${FONT} Bold 80`, INK),
  footer: 'Three picture questions, about 2 minutes',
});
console.log(`share pictures written to ${out}`);
