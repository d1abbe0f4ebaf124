const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `load` once, when the browser is next idle after the visitor first taps, clicks or types: for code an answer
 * will need, which then downloads while they read the next question, never with the first paint. Returns the
 * clean-up, for an effect.
 */
export function onFirstInteraction(load: () => void): () => void {
  let idle: ReturnType<typeof setTimeout> | number | undefined;
  const start = () => {
    stop();
    idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 500 }) : setTimeout(load, 0);
  };
  const stop = () => INTERACTIONS.forEach((name) => window.removeEventListener(name, start, true));
  INTERACTIONS.forEach((name) => window.addEventListener(name, start, { capture: true, passive: true }));
  return () => {
    stop();
    if (typeof idle === 'number' && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
