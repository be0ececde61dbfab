import type { FastifyInstance } from 'fastify';
import { type CallerSources, requireCaller, STAFF_ROLES } from '../auth/caller.js';
import { noteRefusal } from '../logging/access-log.js';
import { toErrorResponse } from './http-errors.filter.js';

/** The staff surface: every path under it is for staff and admins (docs/api.md, Staff surface). */
export const STAFF_SURFACE = '/api/admin';

/**
 * A request under /api/admin without a staff or admin token is refused before routing: a 401 (a
 * customer's token, a 403) whether or not a route matches, so a stranger cannot map the surface by
 * telling 404s from 401s. Routes' own guards still check their roles (some are admins' only); a
 * staff member asking for a route that does not exist gets the 404. CORS preflights carry no token
 * and are answered by cors.ts.
 *
 * The path is read as the router reads it (percent-escapes decoded: `/api/%61dmin/x` is routed as
 * `/api/admin/x`). The token is read by the guard's own code (caller.ts), once per request.
 */
export function staffOnlySurface(fastify: FastifyInstance, sources: CallerSources): void {
  // A callback hook, not an async one: every other request passes on at once, without a promise and
  // a turn of the microtask queue for fastify's hook runner to wait on.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' || !underStaffSurface(request.url)) return done();
    requireCaller(request, sources, STAFF_ROLES).then(
      () => done(),
      (error: unknown) => {
        const { status, body } = toErrorResponse(error);
        noteRefusal(request, body.message, error);
        void reply.status(status).header('x-request-id', request.id).send(body);
      },
    );
  });
}

/** Whether a request's URL (query and all) is on the staff surface. */
export function underStaffSurface(url: string): boolean {
  const raw = url.split('?', 1)[0]!;
  return isStaffPath(raw.includes('%') ? decoded(raw) : raw);
}

const isStaffPath = (path: string) => path === STAFF_SURFACE || path.startsWith(`${STAFF_SURFACE}/`);

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: fastify answers it a 400 before routing (framework-errors.ts)
  }
}
