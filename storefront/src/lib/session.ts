/** The storefront's login marker: a JWT kept in localStorage under `userToken`. */
export const USER_TOKEN_KEY = 'userToken';

const listeners = new Set<() => void>();

export function getUserToken(): string | null {
  try {
    return window.localStorage.getItem(USER_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy modes); behave as logged out.
    return null;
  }
}

export function isLoggedIn(): boolean {
  return Boolean(getUserToken());
}

/** Stores the token login or signup answered with, and tells whoever watches the session (cart, wishlist). */
export function saveUserToken(token: string): void {
  try {
    window.localStorage.setItem(USER_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the shopper stays logged out, which the next protected page will show.
  }
  notify();
}

/** Logs out on this device. */
export function clearUserToken(): void {
  try {
    window.localStorage.removeItem(USER_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
  notify();
}

/**
 * Calls `listener` when the token changes, in this tab or another (the storage event), so state that
 * belongs to a shopper can reload or clear. Returns the unsubscribe function (useSyncExternalStore's shape).
 */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === USER_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
