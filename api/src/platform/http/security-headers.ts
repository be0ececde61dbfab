import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

type Directives = Record<string, string[]>;

/** The JSON API: every path under /api but the OpenAPI pages, which are HTML. */
export const isJsonApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const QUEUE_BOARD = '/admin/queues';

/**
 * Where the payment widget comes from and what it reaches. The sandbox's checkout.js draws its
 * modal in the page and posts to the sandbox; Razorpay's loads from checkout.razorpay.com and
 * opens its form in a frame of api.razorpay.com, which talks to other razorpay.com hosts.
 */
function paymentSources(config: Config): { script: string[]; other: string[] } {
  if (config.PAYMENTS_PROVIDER === 'razorpay') return { script: ['https://checkout.razorpay.com'], other: ['https://*.razorpay.com'] };
  return { script: [new URL(config.SANDBOX_URL).origin], other: [new URL(config.SANDBOX_URL).origin] };
}

/**
 * The pages' Content-Security-Policy: the storefront, the console, Swagger UI and Bull Board are
 * all served from this origin; only the payment widget comes from elsewhere. No inline script
 * anywhere; inline styles are allowed because MUI's emotion (storefront, console) and Swagger UI
 * write <style> elements. Images may be any https URL: staff may give a product an image hosted
 * elsewhere. No upgrade-insecure-requests: HSTS does that job in production, and it would break a
 * shop served over plain HTTP on a private network.
 */
export function pageDirectives(config: Config): Directives {
  const payment = paymentSources(config);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...payment.other],
    'script-src': ["'self'", ...payment.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...payment.other],
    'frame-src': ["'self'", ...payment.other],
  };
}

/** Bull Board's page asks Google Fonts for its typefaces. */
function boardDirectives(config: Config): Directives {
  const page = pageDirectives(config);
  return { ...page, 'style-src': [...page['style-src']!, 'https://fonts.googleapis.com'], 'font-src': [...page['font-src']!, 'https://fonts.gstatic.com'] };
}

/** A browser remembers HTTPS-only for the host: only a production host should tell it so. */
const strictTransportSecurity = (config: Config) => (config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false);

/**
 * The headers of a JSON answer: computed by helmet once, at start, then set as one constant
 * object on every API answer, the catalogue's cached ones included. What matters on JSON is
 * that it is never sniffed into a page, framed, or read by another site's page without CORS.
 */
export function jsonApiHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  const options: HelmetOptions = {
    strictTransportSecurity: strictTransportSecurity(config),
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xPoweredBy: false,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. API answers get `jsonApiHeaders` from a hook of their own,
 * installed before the catalogue's fast path, so its cached answers carry them too and pay one
 * header object for them (@fastify/helmet rebuilds helmet's middleware on every request, a few
 * microseconds). Everything else (the storefront, the console, Swagger UI, Bull Board, images)
 * gets @fastify/helmet with the pages' policy, registered after the fast path.
 *
 * Call `beforeRoutes` before any route is declared (its onRoute hook tells @fastify/helmet which
 * routes are JSON or the board's), and `pages` after the catalogue's fast path.
 */
export function securityHeaders(config: Config) {
  const json = jsonApiHeaders(config);
  return {
    beforeRoutes(fastify: FastifyInstance) {
      fastify.addHook('onRoute', (route) => {
        if (isJsonApiPath(route.url)) route.helmet = false;
        else if (route.url.startsWith(QUEUE_BOARD)) route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: boardDirectives(config) } };
      });
      fastify.addHook('onRequest', (request, reply, done) => {
        if (isJsonApiPath(request.url)) void reply.headers(json);
        done();
      });
    },
    async pages(fastify: FastifyInstance) {
      const options: FastifyHelmetOptions = {
        strictTransportSecurity: strictTransportSecurity(config),
        contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config) },
        // Razorpay's widget opens bank and UPI pages in popups that report back to it.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      };
      await fastify.register(fastifyHelmet, options);
    },
    /** For answers sent before any hook runs (malformed URLs, over-long parameters). */
    json,
  };
}
