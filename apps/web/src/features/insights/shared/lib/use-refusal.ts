import { useEffect } from 'react';
import { type Refusal, refusalOf } from './refusal';

/** The first refusal among a view's query errors, told to `onRefused` once (not on every render); undefined when none. */
export function useRefusal(errors: readonly unknown[], onRefused: (refusal: Refusal) => void): Refusal | undefined {
  const refusal = errors.map(refusalOf).find(Boolean);
  // By its parts: refusalOf makes a new object each render.
  const [kind, reason] = [refusal?.kind, refusal?.reason];
  useEffect(() => {
    if (kind) onRefused({ kind, reason });
  }, [kind, reason, onRefused]);
  return refusal;
}
