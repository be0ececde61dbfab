import { useSyncExternalStore } from 'react';
import { getUserToken, onSessionChange } from './session';
import { useLoad } from './useLoad';

/**
 * One of the shopper's lists, loaded at each login (a failed load shows what there is) and empty while logged out.
 * A page opened logged out starts with the empty list, known without asking: nothing changes once it is drawn.
 */
export function useShopperLoad<T>(token: string | null, load: () => Promise<T>, loggedOut: T) {
  return useLoad(() => (token ? load() : Promise.resolve(loggedOut)), { key: [token], initial: token ? undefined : loggedOut });
}

/** The prerendered home page is drawn for nobody: the browser hydrates it logged out, then renders again with the stored token. */
const noTokenOnServer = () => null;

/** Follows the stored token, so a login loads that shopper's cart and a logout forgets it. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(onSessionChange, getUserToken, noTokenOnServer);
}
