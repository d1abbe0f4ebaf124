import { useEffect, useState } from 'react';

export const HEADLINE_DELAY_MS = 1000;
export const CONTENT_DELAY_MS = 1500;

export type RevealStage = 'hidden' | 'headline' | 'content';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Hidden, then the headline after 1 s, then the content after 1.5 s; all at once for reduced motion. */
export function useRevealStage(): RevealStage {
  const [stage, setStage] = useState<RevealStage>(() => (prefersReducedMotion() ? 'content' : 'hidden'));
  useEffect(() => {
    if (stage === 'content') return;
    const timers = [
      setTimeout(() => setStage('headline'), HEADLINE_DELAY_MS),
      setTimeout(() => setStage('content'), CONTENT_DELAY_MS),
    ];
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reveal runs once per mount
  }, []);
  return stage;
}
