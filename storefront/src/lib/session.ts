/** The storefront's login marker (spec §6): a JWT kept in localStorage under `userToken`. */
export const USER_TOKEN_KEY = 'userToken';

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
