import { useCallback, useState } from 'react';
import type { InsightsMessage } from '../insights-messages';
import { REFUSAL_MESSAGES, refusalOfStatus } from '../lib/refusal';
import { saveBlob } from '../lib/save-file';
import { bearer } from './insights-client';

const RESULTS_CSV_URL = '/api/results.csv';

/** Why an export failed, as a message to put in the page's language when it is shown. */
export interface CsvFailure {
  message: InsightsMessage;
  values?: { status: number };
}

export type CsvDownloadState = { kind: 'idle' } | { kind: 'loading' } | ({ kind: 'failed' } & CsvFailure);

function failureOf(status: number): CsvFailure {
  const refusal = refusalOfStatus(status);
  if (refusal) return { message: REFUSAL_MESSAGES[refusal] };
  if (status === 400) return { message: 'insights.csv.badFilter' };
  return { message: 'insights.csv.failed', values: { status } };
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
        if (!response.ok) return setState({ kind: 'failed', ...failureOf(response.status) });
        saveBlob(await response.blob(), filenameOf(response));
        setState({ kind: 'idle' });
      } catch {
        setState({ kind: 'failed', message: 'insights.csv.unreachable' });
      }
    },
    [token],
  );
  return { state, download };
}
