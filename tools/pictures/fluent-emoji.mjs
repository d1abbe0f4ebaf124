// The product's art: Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji), named and placed as SVG.
import { createRequire } from 'node:module';

const { icons, width = 16, height = 16 } = createRequire(import.meta.url)('@iconify-json/fluent-emoji/icons.json');

export const OPTION_EMOJI = {
  mild: 'bread',
  spicy: 'hot-pepper',
  fresh: 'lemon',
  cozy: 'fondue',
  exotic: 'sushi',
  fresh_natural: 'green-salad',
  traditional: 'pot-of-food',
  experimental: 'test-tube',
  simple: 'leafy-green',
};

// A large emoji with two smaller companions.
export const PROFILE_EMOJI = {
  comfort: ['spaghetti', 'croissant', 'hot-beverage'],
  adventurous: ['curry-rice', 'hot-pepper', 'sushi'],
  healthy: ['green-salad', 'avocado', 'kiwi-fruit'],
};

/** One emoji as a nested SVG, `size` wide, at (x, y). */
export function placed(name, x, y, size) {
  const icon = icons[name];
  if (!icon) throw new Error(`no emoji named ${name}`);
  const w = icon.width ?? width;
  const h = icon.height ?? height;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** A profile's picture in a square of `size` at (x, y): its main emoji, companions at opposite corners. */
export function profileArt(key, x, y, size) {
  const [main, first, second] = PROFILE_EMOJI[key];
  const at = (units) => (units * size) / 256;
  return [
    placed(first, x + at(168), y + at(8), at(80)),
    placed(second, x + at(8), y + at(168), at(80)),
    placed(main, x + at(40), y + at(40), at(176)),
  ].join('');
}
