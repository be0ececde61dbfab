import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LOOKUP, type AccountLookup } from '../auth/account.js';
import { requireCaller, STAFF_ROLES } from '../auth/caller.js';
import { Tokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import { contractComponents } from './contract-docs.js';
import { toErrorResponse } from './http-errors.filter.js';

export const DOCS_PATH = '/api/docs';
export const DOCUMENT_URL = `${DOCS_PATH}/openapi.json`;
/** Every route that answers the document itself (Nest also serves it as YAML at /api/docs-yaml). */
const DOCUMENT_ROUTES = new Set([DOCUMENT_URL, `${DOCS_PATH}-yaml`]);

/**
 * Swagger UI at /api/docs and the OpenAPI document at /api/docs/openapi.json.
 *
 * In production the document is for staff: it answers a staff or admin bearer token only (401 or
 * 403 in the envelope otherwise), and the page's script no longer carries it. The page and its
 * files, which are Swagger UI's own, stay open; the page fetches the document with the token the
 * staff console keeps in this origin's localStorage, so staff signed in at /admin just open
 * /api/docs. Anyone else is asked to paste a token, and without a good one the page says it
 * could not load the definition. Elsewhere (development, test) the docs are open, as before.
 */
export function mountApiDocs(app: NestFastifyApplication, config: Config): void {
  const production = config.NODE_ENV === 'production';
  const openApi = new DocumentBuilder()
    .setTitle('Pet-supplies shop API')
    .setDescription('Storefront, staff console and payment webhooks. Rules and messages: docs/api.md in the repository.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  if (production) staffOnlyDocument(app);
  // The contract's shapes are the document's components; routes refer to them (contract-docs.ts).
  const document = () => SwaggerModule.createDocument(app, { ...openApi, components: { ...openApi.components, schemas: contractComponents() } });
  SwaggerModule.setup(DOCS_PATH.slice(1), app, document, {
    jsonDocumentUrl: DOCUMENT_URL.slice(1),
    // Swagger UI would otherwise show a badge fetched from validator.swagger.io, another origin.
    swaggerOptions: { validatorUrl: null, ...(production ? { requestInterceptor: withStaffToken } : {}) },
    ...(production
      ? {
          swaggerUrl: DOCUMENT_URL,
          // The page's init script embeds the document unless it is empty; the UI then fetches swaggerUrl.
          patchDocumentOnRequest: <Request>(request: Request, _reply: unknown, document: OpenAPIObject) =>
            (request as FastifyRequest).url.split('?')[0]!.endsWith('swagger-ui-init.js') ? ({} as OpenAPIObject) : document,
        }
      : {}),
  });
}

/** Guards the document's routes only (a hook of their own): no other request pays for it. */
function staffOnlyDocument(app: NestFastifyApplication): void {
  const sources = { tokens: app.get(Tokens), accounts: app.get<AccountLookup>(ACCOUNT_LOOKUP) };
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await requireCaller(request, sources, STAFF_ROLES);
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      return reply.status(status).header('cache-control', 'no-store').send(body);
    }
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (!DOCUMENT_ROUTES.has(route.url)) return;
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [...existing, guard];
    });
}

/**
 * Runs in the browser (Swagger UI's requestInterceptor, written into the page's script as text):
 * the document's request carries the staff console's token (console/src/session.ts keeps it under
 * `staffToken`), or one the reader pastes. Self-contained: it is sent as its source text.
 */
function withStaffToken(request: { url: string; headers: Record<string, string> }) {
  if (/\/api\/docs\/openapi\.json$/.test(request.url.split('?')[0]!)) {
    const page = globalThis as unknown as { localStorage: { getItem(key: string): string | null }; prompt(message: string): string | null };
    const token =
      page.localStorage.getItem('staffToken') ||
      page.prompt('The API documentation is for staff. Paste a staff or admin token, or sign in to the staff console at /admin first and reload.');
    if (token) request.headers['Authorization'] = 'Bearer ' + token;
  }
  return request;
}
