import { CATALOGUE_FRESHNESS } from '@petshop/contract/freshness';
import { clearUserToken, getUserToken } from '../lib/session';
import { toast } from '../lib/toast';

/** Small fetch wrapper for the shop API (docs/api.md, Conventions). */

export const API_BASE = '/api';
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';
/** What the API answers (401) to a token it no longer accepts: the account was erased or disabled, or the password changed. */
const TOKEN_REFUSED_MESSAGES = new Set([TOKEN_EXPIRED_MESSAGE, 'Invalid token']);
const TOKEN_EXPIRED_TOAST = 'token expired login again';

/** Every JSON answer is `{status, message?, ...payload}`. */
export interface ApiEnvelope {
  status: boolean;
  message?: string;
}

export interface ApiFieldError {
  field: string;
  message: string;
}

/** A failed call: the server's message, the HTTP status (0 when the server was not reached) and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly errors: readonly ApiFieldError[];

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : [];
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The catalogue's answers may be kept by the browser for a short while (CATALOGUE_FRESHNESS). After
 * this tab has written something (a review, an order), the catalogue may show it: for as long as a
 * kept answer could still be used, reads ask the API again (a 304 when nothing changed), so the
 * shopper sees their own write at once, after a reload too (the time is kept in sessionStorage).
 */
const KEPT_AT_MOST_MS = (CATALOGUE_FRESHNESS.maxAgeSeconds + CATALOGUE_FRESHNESS.staleWhileRevalidateSeconds) * 1000;
const LAST_WRITE_KEY = 'lastWriteAt';

function wroteLately(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(LAST_WRITE_KEY) ?? Number.NEGATIVE_INFINITY) < KEPT_AT_MOST_MS;
  } catch {
    return true; // storage refused (a private mode): never risk a stale read
  }
}

function noteWrite(): void {
  try {
    sessionStorage.setItem(LAST_WRITE_KEY, String(Date.now()));
  } catch {
    // wroteLately answers true without storage
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `?a=1&b=2` from the parameters that have a value; empty when none has. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryScalar[]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Calls `/api{path}`. GET sends `data` as query parameters, other methods as a JSON body.
 * Resolves with the parsed envelope; throws ApiError when the call fails.
 */
export async function request<T extends object = object>(
  method: HttpMethod,
  path: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<ApiEnvelope & T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getUserToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = `${API_BASE}${path}`;
  let body: string | undefined;
  if (method === 'GET') {
    if (isRecord(data)) url += toQueryString(data as QueryParams);
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }

  if (method !== 'GET') noteWrite();
  const cache: RequestCache = method === 'GET' && wroteLately() ? 'no-cache' : 'default';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal, cache });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failure = new ApiError('Could not reach the server. Please check your connection.', 0);
    console.error(`[api] ${method} ${path} failed`, error);
    throw failure;
  }

  const payload = parseJson(await response.text());
  const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : undefined;

  if (message === TOKEN_EXPIRED_MESSAGE) {
    // One toast however many calls fail at once.
    toast.error(TOKEN_EXPIRED_TOAST, { id: 'token-expired' });
  }

  if (token && response.status === 401 && message && TOKEN_REFUSED_MESSAGES.has(message) && getUserToken() === token) {
    // The stored token is refused (and not replaced by a new login meanwhile): forget it, so the shopper
    // is logged out and protected pages go to /login.
    clearUserToken();
  }

  if (!response.ok || !isRecord(payload) || payload.status === false) {
    const failure = new ApiError(
      message ?? (isRecord(payload) ? `Request failed (${response.status})` : 'Unexpected response from the server'),
      response.status,
      payload,
    );
    console.error(`[api] ${method} ${path} failed`, failure);
    throw failure;
  }

  return payload as ApiEnvelope & T;
}

/** The file name a Content-Disposition header gives, if any. */
const attachmentName = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/**
 * Downloads a file the API answers (an invoice's PDF) with the shopper's token, as the browser saves
 * an attachment: under the name the API gives it. A refusal throws ApiError with the API's message.
 */
export async function download(path: string, fallbackName: string): Promise<void> {
  const token = getUserToken();
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!response) throw new ApiError('Could not reach the server. Please check your connection.', 0);
  if (!response.ok) {
    const payload = parseJson(await response.text());
    throw new ApiError(
      isRecord(payload) && typeof payload.message === 'string' ? payload.message : `Request failed (${response.status})`,
      response.status,
      payload,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: attachmentName(response.headers.get('content-disposition')) ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const api = {
  get: <T extends object>(path: string, query?: QueryParams, options?: RequestOptions) => request<T>('GET', path, query, options),
  post: <T extends object>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T extends object>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T extends object>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T extends object>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
