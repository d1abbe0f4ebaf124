import { useCallback, useState } from 'react';
import { type Refusal, refusalOf } from './refusal';

/**
 * Runs a change (a mutation) for a button or a form: a refusal of the key goes to `onRefused`, any other failure is
 * kept, in the server's words, for the page to show beside what failed. Answers the change's result, or undefined.
 */
export function useAttempt(onRefused: (refusal: Refusal) => void) {
  const [failure, setFailure] = useState<string>();
  const attempt = useCallback(
    async <T>(change: () => Promise<T>): Promise<T | undefined> => {
      setFailure(undefined);
      try {
        return await change();
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) onRefused(refusal);
        else setFailure((error as Error).message);
        return undefined;
      }
    },
    [onRefused],
  );
  const forget = useCallback(() => setFailure(undefined), []);
  return { failure, attempt, forget };
}
