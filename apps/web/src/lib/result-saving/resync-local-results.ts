import { DEFAULT_LOCALE } from '@tastetype/quiz-domain';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadGraphqlClient } from '../graphql-client';
import { type LocalResult, readLocalResults, unsyncedLocalResults, updateLocalResult } from './local-results';
import { randomId } from '../random-id';
import { markResultShared, saveResult } from './result-operations';

/** Refusals that sending the same again cannot turn into a success; limits and outages can. */
const PERMANENT = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'NOT_FOUND']);

let running: Promise<void> | undefined;
/** Asked for while a run was under way: that run read the records before the change, so another follows. */
let again = false;

const isRefused = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((each) => PERMANENT.has(String(each.extensions?.['code'])));

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
      if (!isRefused(error)) return;
    }
  }
}

async function resync(record: LocalResult): Promise<void> {
  const serverId = record.serverId ?? (await save(record));
  // Read again: the visitor may have shared it while it was on its way.
  const latest = readLocalResults().find((kept) => kept.id === record.id) ?? record;
  if (latest.shared && !latest.sharedOnServer) {
    await markResultShared(await loadGraphqlClient(), serverId);
    updateLocalResult(record.id, { sharedOnServer: true });
  }
}

/** Stores the record on the server, or finds it there when an earlier send got through; resolves to its id there. */
async function save(record: LocalResult): Promise<string> {
  // Records from before clientIds get one first, kept before sending, so a retry reuses it.
  const clientId = record.clientId ?? (updateLocalResult(record.id, { clientId: randomId() })?.clientId as string);
  const { personality, answers, locale = DEFAULT_LOCALE } = record;
  const id = await saveResult(await loadGraphqlClient(), personality, answers, clientId, locale);
  updateLocalResult(record.id, { serverId: id });
  return id;
}
