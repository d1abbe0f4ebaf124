/** The key (or analytics token), per tab as the issue asks: sessionStorage ends with the tab, is never sent by itself. */
const TOKEN_KEY = 'tastetype.analytics-token';

export function readStoredToken(): string | undefined {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || undefined;
  } catch {
    // Storage can be blocked (privacy settings): the token then lasts as long as the page.
    return undefined;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // See readStoredToken.
  }
}

export function forgetStoredToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // See readStoredToken.
  }
}
