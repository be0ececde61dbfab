/** Where the console keeps its login (separate from the storefront's `userToken`). */
export const STAFF_TOKEN_KEY = 'staffToken';
export const STAFF_USER_KEY = 'staffUser';
/** Set when the API refused the token (expired, invalid, disabled account): the login page says so until the next login. */
const SESSION_EXPIRED_KEY = 'staffSessionExpired';

export const CONSOLE_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof CONSOLE_ROLES)[number];

/** `user` as POST /api/auth/login returns it. */
export interface StaffUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
}

export function isConsoleRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (CONSOLE_ROLES as readonly string[]).includes(role);
}

export function getStaffToken(): string | null {
  return localStorage.getItem(STAFF_TOKEN_KEY);
}

export function getStaffUser(): StaffUser | null {
  const raw = localStorage.getItem(STAFF_USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StaffUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: StaffUser): void {
  sessionStorage.removeItem(SESSION_EXPIRED_KEY);
  localStorage.setItem(STAFF_TOKEN_KEY, token);
  localStorage.setItem(STAFF_USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
  localStorage.removeItem(STAFF_USER_KEY);
}

/** The API refused the token: forget it, and have the login page explain why the user is there. */
export function expireSession(): void {
  clearSession();
  sessionStorage.setItem(SESSION_EXPIRED_KEY, '1');
}

export function sessionHasExpired(): boolean {
  return sessionStorage.getItem(SESSION_EXPIRED_KEY) === '1';
}
