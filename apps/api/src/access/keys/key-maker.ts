import { createHash } from 'node:crypto';
import { Forbidden } from '../../platform/refusals/refusals';
import type { KeyHolder } from './key-holder';
import type { KeyScope } from './key-scopes';

/** Who makes a key: a signed-in person, another key, or the operator's CLI. `label` is what lists show. */
export interface KeyMaker {
  /** Never an e-mail address: a person's name, a key's name and prefix, or `cli`. */
  label: string;
  /** The scopes a new key may get; undefined for the CLI, whose operator has the server's shell and any scope. */
  scopes?: readonly KeyScope[];
  issuer?: string;
  subject?: string;
  keyId?: string;
}

/** The operator at the server's shell (`npm run keys`). */
export const CLI_MAKER: KeyMaker = { label: 'cli' };

const EMAIL_SHAPED = /\S@\S/;

/** A person as lists name them: their display name, unless it is an e-mail address (a provider's fallback); then their subject. */
export function personLabel(displayName: string, subject: string): string {
  if (!EMAIL_SHAPED.test(displayName)) return displayName.slice(0, 200);
  if (!EMAIL_SHAPED.test(subject)) return subject.slice(0, 200);
  // A provider whose subjects are addresses: a stable pseudonym, which revokeKeysMadeBy still finds by subject.
  return `person ${createHash('sha256').update(subject).digest('hex').slice(0, 12)}`;
}

/** The maker a request's holder is: a person of a session, a stored key (named by `keyLabel`), or a deprecated token. */
export function makerOf(holder: KeyHolder, keyLabel?: string): KeyMaker {
  const { scopes, person, keyId } = holder;
  if (person) return { label: personLabel(holder.name, person.subject), scopes, ...person };
  if (keyId) return { label: (keyLabel ?? `key ${holder.name}`).slice(0, 200), scopes, keyId };
  return { label: holder.name, scopes };
}

/** A key gets no scope its maker lacks: else a person (or key) with keys:manage alone could give themselves every scope. */
export function checkWithinMaker(maker: KeyMaker, scopes: readonly KeyScope[]): void {
  if (!maker.scopes) return;
  const lacked = scopes.filter((scope) => !maker.scopes?.includes(scope));
  if (lacked.length > 0) {
    throw new Forbidden(`A key gets only scopes its maker holds: you lack ${lacked.join(', ')}`);
  }
}
