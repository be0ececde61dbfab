import type { IncomingHttpHeaders } from 'node:http';

/** A tiny method + path-pattern router; `:name` segments become params. */

export interface RequestContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body of a POST, undefined when there was none. */
  body: unknown;
  headers: IncomingHttpHeaders;
}

export type Reply = { status: number; json: unknown } | { status: number; text: string; contentType: string };

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

/** `api` routes mimic api.razorpay.com (basic auth); `public` ones serve browsers (CORS, no auth). */
export type Access = 'api' | 'public';

export interface Route {
  method: 'GET' | 'POST';
  /** The pattern, e.g. `/v1/orders/:id`: the access line's `route`. */
  path: string;
  access: Access;
  handler: Handler;
  match(pathname: string): Record<string, string> | undefined;
}

export function route(method: Route['method'], path: string, access: Access, handler: Handler): Route {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const pattern = new RegExp(`^${source}$`);
  return {
    method,
    path,
    access,
    handler,
    match(pathname) {
      const found = pattern.exec(pathname);
      if (!found) return undefined;
      try {
        return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
      } catch {
        return undefined; // malformed %-escape: treat as no such path
      }
    },
  };
}

export function findRoute(routes: Route[], method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const params = candidate.match(pathname);
    if (params) return { route: candidate, params };
  }
  return undefined;
}

export function json(json: unknown, status = 200): Reply {
  return { status, json };
}

/** The router guarantees declared params exist; this keeps `noUncheckedIndexedAccess` honest. */
export function param(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`route param ${name} missing`);
  return value;
}
