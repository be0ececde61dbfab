import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUserToken } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Logout: leave first, and forget the token once this page is gone: with the token gone while the
 * protected layout still shows, it would send the shopper to /login instead of home.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearUserToken();
      toast.success('Logged out successfully');
    },
    [],
  );
  return () => {
    loggingOut.current = true;
    navigate('/');
  };
}
