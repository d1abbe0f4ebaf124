import { useCallback, useState } from 'react';
import { REFUSAL_MESSAGES, refusalOfStatus } from '../lib/refusal';
import { saveBlob } from '../lib/save-file';
import { bearer } from './insights-client';

export const RESULTS_CSV_URL = '/api/results.csv';

export type CsvDownloadState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string };

function failureMessage(status: number): string {
  const refusal = refusalOfStatus(status);
  if (refusal) return REFUSAL_MESSAGES[refusal];
  if (status === 400) return 'The server refused this filter for the CSV export.';
  return `The CSV export failed: the server answered ${status}.`;
}

/** Fetches the results' CSV for a filter with the token (a plain link cannot send it) and saves it as a file. */
export function useCsvDownload(token: string) {
  const [state, setState] = useState<CsvDownloadState>({ kind: 'idle' });
  const download = useCallback(
    async (query: URLSearchParams, filename: string) => {
      setState({ kind: 'loading' });
      try {
        const response = await fetch(`${RESULTS_CSV_URL}?${query}`, {
          headers: { authorization: bearer(token), accept: 'text/csv' },
        });
        if (!response.ok) return setState({ kind: 'failed', message: failureMessage(response.status) });
        saveBlob(await response.blob(), filename);
        setState({ kind: 'idle' });
      } catch {
        setState({ kind: 'failed', message: 'The CSV export failed: the server could not be reached.' });
      }
    },
    [token],
  );
  return { state, download };
}
