import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn } from '../lib/session';
import { PLEASE_LOGIN } from '../lib/ShopContext';
import { toast } from '../lib/toast';

/**
 * For actions that need a shopper (cart, wishlist): true when logged in; otherwise shows
 * 'Please Login' and goes to /login, which brings the shopper back here afterwards.
 */
export function useLoginPrompt(): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isLoggedIn()) return true;
    toast.error(PLEASE_LOGIN, { id: 'please-login' });
    navigate('/login', { state: { from: location } });
    return false;
  }, [navigate, location]);
}
