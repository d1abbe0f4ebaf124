import { useCallback, useState } from 'react';
import type { InsightsMessage } from '../../shared/insights-messages';
import { refusalOfStatus } from '../../shared/lib/refusal';
import { saveBlob } from '../lib/save-file';
import { type Credential, credentialHeaders } from '../../shared/api/credential';

const RESULTS_CSV_URL = '/api/results.csv';

/** Why an export failed, as a message to put in the page's language when it is shown. */
export interface CsvFailure {
  message: InsightsMessage;
  values?: { status: number };
  /** The server's own words for a refused key (English), e.g. "This key was revoked". */
  reason?: string;
}

export type CsvDownloadState = { kind: 'idle' } | { kind: 'loading' } | ({ kind: 'failed' } & CsvFailure);

function failureOf(status: number, signedIn: Credential['kind'], reason?: string): CsvFailure {
  const refusal = refusalOfStatus(status, reason);
  // A session the server no longer knows has ended (expired, or signed out elsewhere): a key's words would mislead.
  if (refusal?.kind === 'wrong-key' && signedIn === 'session') return { message: 'insights.session.ended' };
  if (refusal?.kind === 'wrong-key') return { message: 'insights.refusal.wrongKey', reason: refusal.reason };
  // The export has a scope of its own: a key may read the figures and still not download them.
  if (refusal?.kind === 'missing-scope')
    return { message: signedIn === 'session' ? 'insights.session.csvMissingScope' : 'insights.csv.missingScope' };
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
 * Fetches the results' CSV for a filter with the key or the session's CSRF token (a plain link cannot send them) and
 * saves it as a file.
 * The server streams it; the tab holds it whole until it is saved (about 100 MB for a million results).
 */
export function useCsvDownload(credential: Credential) {
  const [state, setState] = useState<CsvDownloadState>({ kind: 'idle' });
  const download = useCallback(
    async (query: URLSearchParams) => {
      setState({ kind: 'loading' });
      try {
        const response = await fetch(`${RESULTS_CSV_URL}?${query}`, {
          headers: { ...credentialHeaders(credential), accept: 'text/csv' },
          credentials: 'same-origin',
        });
        if (!response.ok) {
          const failure = failureOf(response.status, credential.kind, await reasonOf(response));
          return setState({ kind: 'failed', ...failure });
        }
        saveBlob(await response.blob(), filenameOf(response));
        setState({ kind: 'idle' });
      } catch {
        setState({ kind: 'failed', message: 'insights.csv.unreachable' });
      }
    },
    [credential],
  );
  return { state, download };
}
