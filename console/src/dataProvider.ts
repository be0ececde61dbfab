import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { getStaffToken } from './session';
import type { Dashboard, Operations, OperationsWindow, ProductChange, ReturnMove } from '@petshop/contract';

export const ADMIN_API_URL = '/api/admin';

/** The API's error envelope: `errors` is a list of field messages. */
interface ErrorEnvelope {
  message?: string;
  errors?: { field: string; message: string }[];
}

/**
 * fetchJson with the staff bearer token. A 400's field errors are handed on as react-admin reads
 * them (`body.errors` keyed by field), so a form shows each beside its input.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // ra-data-simple-rest labels its bodiless DELETEs text/plain (to spare a CORS preflight); the API
  // speaks JSON only and answers that 415, and the console is same-origin anyway.
  if (options.body === undefined) headers.delete('Content-Type');
  const token = getStaffToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    const envelope = error instanceof HttpError ? (error.body as ErrorEnvelope | undefined) : undefined;
    if (!(error instanceof HttpError) || !Array.isArray(envelope?.errors)) throw error;
    const fields = Object.fromEntries(envelope.errors.map(({ field, message }) => [field, message]));
    throw new HttpError(error.message, error.status, { ...envelope, errors: fields });
  }
}

/** GET /api/admin/dashboard, as the contract describes it. */
export type DashboardFigures = Dashboard;

export interface ConsoleDataProvider extends DataProvider {
  getDashboard(): Promise<DashboardFigures>;
  /** GET /api/admin/operations (admins): the window's figures and each figure now, judged by the server. */
  getOperations(window: OperationsWindow): Promise<Operations>;
  /** Sets the job queue board's session cookie (HttpOnly, for /admin/queues only); answers where the board is. */
  startQueueBoardSession(): Promise<{ url: string }>;
  /** POST /api/admin/uploads: the images' URLs, in the order given. */
  uploadImages(files: File[]): Promise<string[]>;
  /** Who changed a product, when, and which fields; newest first. */
  getProductChanges(productId: string): Promise<ProductChange[]>;
  /** PATCH /api/returns/:id/status: answers the server's message. */
  moveReturn(returnId: string, status: ReturnMove, note: string): Promise<string>;
}

const restProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...restProvider,
  async getDashboard() {
    const { json } = await httpClient(`${ADMIN_API_URL}/dashboard`);
    return json as DashboardFigures;
  },
  async getOperations(window) {
    const { json } = await httpClient(`${ADMIN_API_URL}/operations?window=${window}`);
    return json as Operations;
  },
  async startQueueBoardSession() {
    // fetchJson sends a POST as JSON, and an empty JSON body is a 400: hence the empty object.
    const { json } = await httpClient(`${ADMIN_API_URL}/queues/session`, { method: 'POST', body: '{}' });
    return { url: (json as { url?: string } | null)?.url ?? '/admin/queues/' };
  },
  async uploadImages(files) {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const { json } = await httpClient(`${ADMIN_API_URL}/uploads`, { method: 'POST', body });
    return (json as { urls: string[] }).urls;
  },
  async getProductChanges(productId) {
    const { json } = await httpClient(`${ADMIN_API_URL}/products/${encodeURIComponent(productId)}/changes`);
    return json as ProductChange[];
  },
  async moveReturn(returnId, status, note) {
    const { json } = await httpClient(`/api/returns/${encodeURIComponent(returnId)}/status`, {
      method: 'PATCH',
      body: JSON.stringify({ status, note: note.trim() || undefined }),
    });
    return (json as { message?: string }).message ?? 'Return updated';
  },
};
