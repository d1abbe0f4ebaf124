import type { KeyScope } from './key-scopes';

/** Who presented a request's key: a stored key, or a deprecated token named by its setting (no id). */
export interface KeyHolder {
  keyId: string | null;
  name: string;
  scopes: readonly KeyScope[];
  expiresAt: Date | null;
}
