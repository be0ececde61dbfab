import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { mountUploads } from './admin/index.js';
import { AppModule } from './app.module.js';
import { installCatalogFastPath, ProductsQuery, StorefrontPages } from './catalog/index.js';
import { enableApiMetrics, mountMetrics } from './platform/metrics/metrics-endpoint.js';
import { ACCOUNT_LOOKUP, type AccountLookup } from './platform/auth/account.js';
import { Tokens } from './platform/auth/tokens.js';
import type { Config } from './platform/config.js';
import { mountApiDocs } from './platform/http/api-docs.js';
import { keepAnswersPrivate } from './platform/http/cache-policy.js';
import { compressAnswers } from './platform/http/compression.js';
import { allowCrossOrigin } from './platform/http/cors.js';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/framework-errors.js';
import { HttpErrorsFilter } from './platform/http/http-errors.filter.js';
import { refuseNulCharacters } from './platform/http/nul-characters.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { staffOnlySurface } from './platform/http/staff-surface.js';
import { serveDirectory, serveSites } from './platform/http/static-sites.js';
import { fastifyTrustProxy } from './platform/http/trusted-proxies.js';
import { AccessLog, logEachRequestOnce } from './platform/logging/access-log.js';
import { logContext, type Logger } from './platform/logging/logger.js';
import { PinoNestLogger } from './platform/logging/nest-logger.js';
import { BoardAccess, BoardQueues, mountQueueBoard } from './queue-board/index.js';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REQUEST_ID = /^[\w.:-]{1,64}$/;
/** Takes Razorpay's payload as it comes: its signature is over the raw body. */
const PAYMENT_WEBHOOK = '/api/payments/razorpay/webhook';
const BODY_LIMIT = 1_048_576;

export async function createApp(config: Config, logger: Logger): Promise<NestFastifyApplication> {
  // Before the app's modules are made: the event store they get is then the measured one.
  enableApiMetrics(config);
  const headers = securityHeaders(config);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One access line per request, written once the response is sent (see access-log.ts).
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    // A client's address and scheme come from X-Forwarded-* only when a configured proxy sent them.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // No Nest middleware anywhere: without middie, no request pays for running an empty chain.
    skipMiddie: true,
    // A caller's request id is kept when it looks like one, so a request can be followed across services.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Errors raised before any hook or filter runs still answer the contract's envelope.
    frameworkErrors: frameworkErrorHandler(headers.json),
    clientErrorHandler: clientErrorHandler(headers.json),
  });
  const app = await NestFactory.create<NestFastifyApplication>(await AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    rawBody: true, // the payment webhook's signature is over the body exactly as sent
    // Nest's own parsers read form-encoded bodies too, on every route: JSON only, registered below.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  logEachRequestOnce(fastify);
  // The order of these request hooks matters: the staff surface's refusal comes before any other
  // answer, and the catalogue's fast path answers from its cache in
  // its own hook, so what every API answer needs (security headers, CORS, the NUL check) comes
  // first, and what a cached answer can do without (the logging context, @fastify/helmet's work
  // for pages) comes after.
  headers.beforeRoutes(fastify);
  keepAnswersPrivate(fastify);
  allowCrossOrigin(fastify, config.CORS_ORIGINS);
  // Before anything else answers: a stranger hears nothing of the staff surface but its 401.
  staffOnlySurface(fastify, { tokens: app.get(Tokens), accounts: app.get<AccountLookup>(ACCOUNT_LOOKUP) });
  refuseNulCharacters(fastify, { except: [PAYMENT_WEBHOOK] });
  installCatalogFastPath(fastify, app.get(ProductsQuery));
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    logContext.run({ reqId: String(request.id) }, done);
  });
  await headers.pages(fastify);
  // Before any route is declared (Nest declares its own at init): the plugin hooks each route as it is declared.
  await compressAnswers(fastify);
  // The API speaks JSON only: any other body is a 415, not a string for the validators to puzzle
  // over (a form-encoded newsletter sign-up went through). Multipart is for the uploads alone
  // (mountUploads); the payment webhook's JSON is kept raw too for its signature.
  fastify.removeContentTypeParser(['text/plain']);
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT });

  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorsFilter());
  mountApiDocs(app, config);

  // Before serveSites: the board's own @fastify/static must be registered before the root's one.
  await mountQueueBoard(fastify, app.get(BoardAccess), app.get(BoardQueues));
  mountMetrics(app, config);
  const storefrontPages = new StorefrontPages(
    app.get(ProductsQuery),
    { entry: path.join(REPOSITORY_ROOT, 'storefront/dist-server/entry-server.js'), shell: path.join(REPOSITORY_ROOT, 'storefront/dist/shell.html') },
    logger,
  );
  // Loaded once the API listens rather than on the first shopper's page (a test's app that never listens never loads it).
  fastify.addHook('onListen', async () => void storefrontPages.warm());
  await serveSites(fastify, [
    { prefix: '/admin/', root: path.join(REPOSITORY_ROOT, 'console/dist') },
    { prefix: '/', root: path.join(REPOSITORY_ROOT, 'storefront/dist'), draw: (url) => storefrontPages.draw(url) },
  ]);
  serveDirectory(fastify, '/media/products/', path.join(REPOSITORY_ROOT, 'api/assets/products'));
  // The mails' images: shown by mail clients and the dev mailbox, which are other origins.
  serveDirectory(fastify, '/media/mail/', path.join(REPOSITORY_ROOT, 'api/assets/mail'));
  await mountUploads(fastify, config);
  return app;
}
