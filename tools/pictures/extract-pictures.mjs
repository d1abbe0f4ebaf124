// Writes the quiz and profile pictures from Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji)
// into the api's assets, so the app serves its own files. Run: node tools/pictures/extract-pictures.mjs
// They ship as WebP at twice their display size: the SVGs' many gradients cost phones ~300 ms of main thread.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const { icons, width = 16, height = 16 } = createRequire(import.meta.url)('@iconify-json/fluent-emoji/icons.json');
const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/assets/pictures');

const OPTION_EMOJI = {
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

// A large emoji with two smaller companions, composed here.
const PROFILE_EMOJI = {
  comfort: ['spaghetti', 'croissant', 'hot-beverage'],
  adventurous: ['curry-rice', 'hot-pepper', 'sushi'],
  healthy: ['green-salad', 'avocado', 'kiwi-fruit'],
};

function placed(name, x, y, size) {
  const icon = icons[name];
  if (!icon) throw new Error(`no emoji named ${name}`);
  const w = icon.width ?? width;
  const h = icon.height ?? height;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

async function write(file, size, content) {
  mkdirSync(dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${content}</svg>`;
  await sharp(Buffer.from(svg), { density: 144 }).webp({ quality: 82, alphaQuality: 90 }).toFile(file);
}

for (const [option, name] of Object.entries(OPTION_EMOJI)) {
  await write(join(out, 'options', `${option}.webp`), 128, placed(name, 0, 0, 128));
}
for (const [key, [main, first, second]] of Object.entries(PROFILE_EMOJI)) {
  await write(
    join(out, 'personalities', `${key}.webp`),
    256,
    [placed(first, 168, 8, 80), placed(second, 8, 168, 80), placed(main, 40, 40, 176)].join(''),
  );
}
console.log(`pictures written to ${out}`);
