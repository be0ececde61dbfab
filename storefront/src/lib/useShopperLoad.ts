import { useEffect, useState } from 'react';
import { getUserToken, onSessionChange } from './session';
import { useLoad } from './useLoad';

/** One of the shopper's lists, loaded at each login (a failed load shows what there is) and empty while logged out. */
export function useShopperLoad<T>(token: string | null, load: () => Promise<T>, loggedOut: T) {
  return useLoad(() => (token ? load() : Promise.resolve(loggedOut)), { key: [token] });
}

/** Follows the stored token, so a login loads that shopper's cart and a logout forgets it. */
export function useSessionToken(): string | null {
  const [token, setToken] = useState(getUserToken);
  useEffect(() => onSessionChange(() => setToken(getUserToken())), []);
  return token;
}
