// Writes the quiz and profile pictures from Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji)
// into the api's assets, so the app serves its own files. Run: node tools/pictures/extract-pictures.mjs
// They ship as WebP at twice their display size: the SVGs' many gradients cost phones ~300 ms of main thread.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPTION_EMOJI, PROFILE_EMOJI, placed, profileArt } from './fluent-emoji.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/assets/pictures');

async function write(file, size, content) {
  mkdirSync(dirname(file), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${content}</svg>`;
  await sharp(Buffer.from(svg), { density: 144 }).webp({ quality: 82, alphaQuality: 90 }).toFile(file);
}

for (const [option, name] of Object.entries(OPTION_EMOJI)) {
  await write(join(out, 'options', `${option}.webp`), 128, placed(name, 0, 0, 128));
}
for (const key of Object.keys(PROFILE_EMOJI)) {
  await write(join(out, 'personalities', `${key}.webp`), 256, profileArt(key, 0, 0, 256));
}
console.log(`pictures written to ${out}`);
