import type { Deprecation } from '../../platform/deprecation/deprecations';
import type { KeyScope } from './key-scopes';

/** Who presented a request's key: a stored key, a deprecated token named by its setting (no id), or a person's session. */
export interface KeyHolder {
  keyId: string | null;
  name: string;
  scopes: readonly KeyScope[];
  expiresAt: Date | null;
  /** A signed-in person's name in the audit trail: their display name, issuer and subject. */
  auditName?: string;
  /** A signed-in person, as their provider knows them: the keys they make record it. */
  person?: { issuer: string; subject: string };
  /** A signed-in person's token for requests that change anything: the cookie alone does not suffice. */
  csrfToken?: string;
  /** A deprecated token's entry in the registry: its answers say when it goes. */
  deprecated?: Deprecation;
}
