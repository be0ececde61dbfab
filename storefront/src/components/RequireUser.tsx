import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn, onSessionChange } from '../lib/session';

/**
 * The protected layout: without a stored user token, go to /login, which brings the shopper
 * back here (`state.from`). It follows the session, so logging out in another tab leaves at once too.
 */
export function RequireUser() {
  const location = useLocation();
  const loggedIn = useSyncExternalStore(onSessionChange, isLoggedIn);
  if (!loggedIn) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
