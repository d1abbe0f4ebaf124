/**
 * Of those who reached a step, the percent who did not go on to the next, to 0.1; undefined when nobody
 * reached it or the next step counts more (visitors may arrive there by other ways).
 */
export function dropOffPercent(reached: number, next: number): number | undefined {
  if (reached <= 0 || next > reached) return undefined;
  return Math.round(((reached - next) / reached) * 1000) / 10;
}
