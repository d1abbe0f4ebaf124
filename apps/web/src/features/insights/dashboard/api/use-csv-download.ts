import { useCallback, useState } from 'react';
import type { InsightsMessage } from '../../shared/insights-messages';
import { refusalOfStatus } from '../../shared/lib/refusal';
import { saveBlob } from '../lib/save-file';
import { bearer } from '../../shared/api/insights-client';

const RESULTS_CSV_URL = '/api/results.csv';

/** Why an export failed, as a message to put in the page's language when it is shown. */
export interface CsvFailure {
  message: InsightsMessage;
  values?: { status: number };
  /** The server's own words for a refused key (English), e.g. "This key was revoked". */
  reason?: string;
}

export type CsvDownloadState = { kind: 'idle' } | { kind: 'loading' } | ({ kind: 'failed' } & CsvFailure);

function failureOf(status: number, reason?: string): CsvFailure {
  const refusal = refusalOfStatus(status, reason);
  if (refusal?.kind === 'wrong-key') return { message: 'insights.refusal.wrongKey', reason: refusal.reason };
  // The export has a scope of its own: a key may read the figures and still not download them.
  if (refusal?.kind === 'missing-scope') return { message: 'insights.csv.missingScope' };
  if (status === 400) return { message: 'insights.csv.badFilter' };
  return { message: 'insights.csv.failed', values: { status } };
}

/** A refusal's body is JSON with its message; anything else has none worth showing. */
async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The server names the file after its filter; one rule, in one place. */
function filenameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? 'tastetype-results.csv';
}

/**
 * Fetches the results' CSV for a filter with the key (a plain link cannot send it) and saves it as a file.
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
        if (!response.ok) return setState({ kind: 'failed', ...failureOf(response.status, await reasonOf(response)) });
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
