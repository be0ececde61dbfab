import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { getStaffToken } from './session';
import type { Dashboard } from '@petshop/contract';

export const ADMIN_API_URL = '/api/admin';

/** fetchJson with the staff bearer token. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getStaffToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/**
 * Figures of GET /api/admin/dashboard. The contract does not fix their names yet, so every one is
 * optional and the dashboard shows a dash for what is missing.
 */
/** GET /api/admin/dashboard, as the contract describes it. */
export type DashboardFigures = Dashboard;

export interface ConsoleDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardFigures>;
  /** Sets the job queue board's session cookie (HttpOnly, for /admin/queues only); answers where the board is. */
  startQueueBoardSession(): Promise<{ url: string }>;
}

const restProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...restProvider,
  async getDashboard() {
    const { json } = await httpClient(`${ADMIN_API_URL}/dashboard`);
    return json as DashboardFigures;
  },
  async startQueueBoardSession() {
    // fetchJson sends a POST as JSON, and an empty JSON body is a 400: hence the empty object.
    const { json } = await httpClient(`${ADMIN_API_URL}/queues/session`, { method: 'POST', body: '{}' });
    return { url: (json as { url?: string } | null)?.url ?? '/admin/queues/' };
  },
};
