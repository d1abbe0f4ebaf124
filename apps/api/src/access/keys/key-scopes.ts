/** What a key may do, each scope granting exactly its own operations. A new capability adds its scope here. */
export const KEY_SCOPES = [
  'analytics:read',
  'results:export',
  'metrics:read',
  'keys:manage',
  'webhooks:manage',
] as const;

export type KeyScope = (typeof KEY_SCOPES)[number];

export const isKeyScope = (value: string): value is KeyScope => (KEY_SCOPES as readonly string[]).includes(value);
