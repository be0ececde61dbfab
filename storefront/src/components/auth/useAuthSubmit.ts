import { useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { ApiError, type ApiEnvelope } from '../../api/client';
import type { AuthAnswer } from '../../api/auth';
import { saveUserToken } from '../../lib/session';
import { toast } from '../../lib/toast';

const NETWORK_FAILURE = 'Something went wrong. Please try again later.';

/** Where RequireUser (or a page sending the shopper to log in) came from: `state.from`. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || ['/login', '/signup'].includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Login's and signup's submit: one call at a time (a ref, so a double click in the
 * same frame is ignored too), the token stored, a success toast, and back to where the shopper was.
 * A failure is a toast (the server's message or the fallback); the fields the server named come back for the form.
 */
export function useAuthSubmit(messages: { success: string; failure: string }) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (call: () => Promise<ApiEnvelope & AuthAnswer>): Promise<Record<string, string>> => {
    if (busy.current) return {};
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await call();
      saveUserToken(answer.token);
      toast.success(answer.message ?? messages.success);
      navigate(returnPath, { replace: true });
      return {};
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        toast.error(NETWORK_FAILURE);
        return {};
      }
      const fields = Object.fromEntries(error.errors.map(({ field, message }) => [field, message]));
      toast.error(serverMessage(error) ?? messages.failure);
      return fields;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}

function serverMessage(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
