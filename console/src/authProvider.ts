import type { AuthProvider } from 'react-admin';
import { clearSession, expireSession, getStaffToken, getStaffUser, isConsoleRole, saveSession, type StaffUser } from './session';

export const NO_CONSOLE_ACCESS = 'This account has no access to the staff console';

interface LoginAnswer {
  status?: boolean;
  message?: string;
  token?: string;
  user?: StaffUser;
}

interface LoginParams {
  /** react-admin's login form names the field `username`; it holds the email. */
  username?: string;
  email?: string;
  password?: string;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

export const authProvider: AuthProvider = {
  async login({ username, email, password }: LoginParams) {
    let response: Response;
    try {
      response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: (email ?? username ?? '').trim(), password: password ?? '' }),
      });
    } catch {
      throw new Error('Could not reach the server. Please try again later.');
    }
    const answer = (await response.json().catch(() => null)) as LoginAnswer | null;
    if (!response.ok || !answer?.status || !answer.token || !answer.user) {
      throw new Error(answer?.message ?? 'Login failed. Please try again.');
    }
    if (!isConsoleRole(answer.user.role)) {
      throw new Error(NO_CONSOLE_ACCESS);
    }
    saveSession(answer.token, answer.user);
  },

  async logout() {
    clearSession();
  },

  async checkAuth() {
    // `message: false`: go to the login page without an error notification.
    if (!getStaffToken()) throw { message: false };
  },

  async checkError(error: unknown) {
    // 401: the token is missing, invalid or expired, so log out. 403: a role problem
    // (e.g. staff opening an admin-only resource); keep the session and let the page show the error.
    // `message: false`: no toast; the login page shows 'Session expired' itself (a toast would vanish).
    if (statusOf(error) === 401) {
      expireSession();
      throw { message: false, redirectTo: '/login' };
    }
  },

  async getIdentity() {
    const user = getStaffUser();
    if (!user) throw new Error('Not logged in');
    const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
    return { id: user._id, fullName, email: user.email, role: user.role };
  },

  async getPermissions() {
    return getStaffUser()?.role ?? null;
  },
};
