import { useCallback, useState } from 'react';
import { REFUSAL_MESSAGES, refusalOfStatus } from '../lib/refusal';
import { saveBlob } from '../lib/save-file';
import { bearer } from './insights-client';

const RESULTS_CSV_URL = '/api/results.csv';

export type CsvDownloadState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string };

function failureMessage(status: number): string {
  const refusal = refusalOfStatus(status);
  if (refusal) return REFUSAL_MESSAGES[refusal];
  if (status === 400) return 'The server refused this filter for the CSV export.';
  return `The CSV export failed: the server answered ${status}.`;
}

/** The server names the file after its filter; one rule, in one place. */
function filenameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? 'tastetype-results.csv';
}

/**
 * Fetches the results' CSV for a filter with the token (a plain link cannot send it) and saves it as a file.
 * The server streams it; the tab holds it whole until it is saved (about 100 MB for a million results).
 */
export function useCsvDownload(token: string) {
  const [state, setState] = useState<CsvDownloadState>({ kind: 'idle' });
  const download = useCallback(
    async (query: URLSearchParams) => {
      setState({ kind: 'loading' });
      try {
        const response = await fetch(`${RESULTS_CSV_URL}?${query}`, {
          headers: { authorization: bearer(token), accept: 'text/csv' },
        });
        if (!response.ok) return setState({ kind: 'failed', message: failureMessage(response.status) });
        saveBlob(await response.blob(), filenameOf(response));
        setState({ kind: 'idle' });
      } catch {
        setState({ kind: 'failed', message: 'The CSV export failed: the server could not be reached.' });
      }
    },
    [token],
  );
  return { state, download };
}
