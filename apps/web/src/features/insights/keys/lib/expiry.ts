/** How long a new key lasts: days, or never (until revoked); 90 days unless the analyst picks another. */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = '90';

/** The mutation's input for an expiry choice. */
export const expiryInput = (choice: ExpiryChoice) =>
  choice === 'never' ? { neverExpires: true } : { expiresInDays: Number(choice), neverExpires: false };
