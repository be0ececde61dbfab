import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn } from '../lib/session';

/** The protected layout of spec §2: without a stored user token, go to /login (and come back after). */
export function RequireUser() {
  const location = useLocation();
  if (!isLoggedIn()) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
