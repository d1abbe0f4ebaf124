// Tailwind's palette is OKLCH, which librsvg cannot draw: its colours converted to sRGB hex for SVG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const theme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');

/** OKLCH to gamma-encoded sRGB, with Björn Ottosson's OKLab matrices (the CSS Color 4 definition). */
function oklchToHex(lightness, chroma, hueDegrees) {
  const hue = (hueDegrees * Math.PI) / 180;
  const [L, a, b] = [lightness, chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const encode = (x) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  const byte = (x) => Math.round(Math.min(1, Math.max(0, encode(x))) * 255);
  return `#${linear.map((x) => byte(x).toString(16).padStart(2, '0')).join('')}`;
}

/** A Tailwind colour such as `amber-300` as `#rrggbb`. */
export function tailwindColour(name) {
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(theme);
  if (!match) throw new Error(`no Tailwind colour named ${name}`);
  return oklchToHex(Number(match[1]) / 100, Number(match[2]), Number(match[3]));
}

/** The stops of a gradient class string like a profile's `color` (`from-… via-… to-…`), as hex colours. */
export function gradientStops(classes) {
  return classes.split(/\s+/).map((step) => tailwindColour(step.replace(/^(from|via|to)-/, '')));
}
