import { inputError, requestError } from '../errors.js';
import type { Holds } from '../holds.js';
import { json, param, route, type Route } from '../router.js';

/** Test-only driver endpoints that hold REST calls back until released (see holds.ts). */
export function holdRoutes(holds: Holds): Route[] {
  const found = (view: ReturnType<Holds['get']>) => {
    if (!view) throw requestError(404, 'No hold with this id.');
    return json(view);
  };
  return [
    route('POST', '/sandbox/holds', 'public', ({ body }) => {
      const { method, path } = (body ?? {}) as { method?: unknown; path?: unknown };
      if (method !== 'GET' && method !== 'POST') throw inputError("The method must be either 'GET' or 'POST'.", 'method');
      if (typeof path !== 'string' || !path.startsWith('/v1/')) throw inputError('The path must be a REST API path (/v1/…).', 'path');
      return json(holds.add(method, path), 201);
    }),
    route('GET', '/sandbox/holds/:holdId', 'public', ({ params }) => found(holds.get(param(params, 'holdId')))),
    route('POST', '/sandbox/holds/:holdId/release', 'public', ({ params }) => found(holds.release(param(params, 'holdId')))),
  ];
}
