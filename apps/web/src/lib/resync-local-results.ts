import { randomId } from './random-id';
import { type LocalResult, readLocalResults, unsyncedLocalResults, updateLocalResult } from './local-results';

const SAVE_URL = '/api/personality-results';

let running: Promise<void> | undefined;
/** Asked for while a run was under way: that run read the records before the change, so another follows. */
let again = false;

/** A 4xx other than 408 and 429: sending the same again cannot succeed. */
class Refused extends Error {}

function check(response: Response): Response {
  if (response.ok) return response;
  const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
  throw new (permanent ? Refused : Error)(`The server answered ${response.status}`);
}

/**
 * Sends the results kept on this device to the server, each with its clientId, so that a resend stores
 * nothing twice; a record shared while offline is then shared there too. Silent: a record that fails
 * stays as it was, for the next visit or the next time the browser is back online.
 */
export function resyncLocalResults(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = resyncAll().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      void resyncLocalResults();
    }
  });
  return running;
}

async function resyncAll(): Promise<void> {
  for (const record of unsyncedLocalResults()) {
    try {
      await resync(record);
    } catch (error) {
      // Offline, or the server asks to wait: the rest would fare no better now. A record it refuses outright is skipped.
      if (!(error instanceof Refused)) return;
    }
  }
}

async function resync(record: LocalResult): Promise<void> {
  const serverId = record.serverId ?? (await save(record));
  // Read again: the visitor may have shared it while it was on its way.
  const latest = readLocalResults().find((kept) => kept.id === record.id) ?? record;
  if (latest.shared && !latest.sharedOnServer) {
    check(await fetch(`${SAVE_URL}/${encodeURIComponent(serverId)}/share`, { method: 'PUT' }));
    updateLocalResult(record.id, { sharedOnServer: true });
  }
}

/** Stores the record on the server, or finds it there when an earlier send got through; resolves to its id there. */
async function save(record: LocalResult): Promise<string> {
  // Records from before clientIds get one first, kept before sending, so a retry reuses it.
  const clientId = record.clientId ?? updateLocalResult(record.id, { clientId: randomId() })?.clientId;
  const { personality, answers } = record;
  const response = await fetch(SAVE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personality, answers, clientId }),
  });
  const { id } = (await check(response).json()) as { id: string };
  updateLocalResult(record.id, { serverId: id });
  return id;
}
