import type { PersonalityKey } from '@tastetype/quiz-domain';

/** Tailwind's 700 shades: each at least 4.5:1 on white, past the 3:1 that marks and lines need (WCAG 1.4.11). */
export const COLORS = {
  results: '#c2410c', // orange-700
  shared: '#0369a1', // sky-700
  funnel: '#c2410c', // orange-700
  sharing: '#0f766e', // teal-700
  text: '#44403c', // stone-700, as the page's secondary text
  grid: '#e7e5e4', // stone-200: gridlines are decoration, not information
} as const;

export const PERSONALITY_COLORS: Record<PersonalityKey, string> = {
  comfort: '#b45309', // amber-700
  adventurous: '#be123c', // rose-700
  healthy: '#047857', // emerald-700
};
