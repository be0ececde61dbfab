import http from 'node:http';
import { Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';
import { bearerMatches } from './metrics-token.js';
import { enableMetrics, type MetricGroup, type MetricsProcess, registry } from './registry.js';

export interface ProcessMetricsServer {
  /** Settles once the server listens, or has given up (its port taken). */
  listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * The worker's and the projections runner's metrics, for the API to gather into its /metrics
 * (`/metrics.json`, the registry as prom-client's JSON, which merges by metric name) or for a
 * Prometheus that scrapes the process itself (`/metrics`, text). Bound to `host` (127.0.0.1 unless
 * told otherwise) and behind the same bearer token as the API's. A port already taken is a warning,
 * not a crash: the process's work matters more than its figures, and the API's scrape then says
 * it could not reach it (petshop_metrics_peer_up 0).
 */
export function serveProcessMetrics(options: { host: string; port: number; token: string; logger: Logger }): ProcessMetricsServer {
  const { host, port, token, logger } = options;
  const server = http.createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => response.writeHead(status, { 'content-type': type }).end(body);
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || (path !== '/metrics' && path !== '/metrics.json')) {
      return answer(404, 'application/json', '{"status":false,"message":"Not found"}');
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      return answer(401, 'application/json', '{"status":false,"message":"A valid metrics token is required"}');
    }
    const body = path === '/metrics' ? registry.metrics() : registry.getMetricsAsJSON().then((metrics) => JSON.stringify(metrics));
    body.then(
      (text) => answer(200, path === '/metrics' ? Registry.PROMETHEUS_CONTENT_TYPE : 'application/json', text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        answer(500, 'application/json', '{"status":false,"message":"Metrics could not be collected"}');
      },
    );
  });
  const listening = new Promise<void>((resolve) => {
    server.on('error', (error) => {
      logger.warn({ err: error, host, port }, 'metrics server could not listen; this process goes unscraped');
      resolve();
    });
    server.listen(port, host, () => {
      logger.info({ host, port }, 'metrics served');
      resolve();
    });
  });
  server.unref();
  return {
    listening,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For the worker and the projections runner: with METRICS_TOKEN set, turns this process's metrics
 * on (before anything they measure is made) and serves them on METRICS_HOST at `port`; otherwise
 * does nothing and returns null.
 */
export function startProcessMetrics(
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_HOST'>,
  process: MetricsProcess,
  port: number,
  groups: readonly MetricGroup[],
  logger: Logger,
): ProcessMetricsServer | null {
  if (!config.METRICS_TOKEN) return null;
  enableMetrics(process, groups);
  return serveProcessMetrics({ host: config.METRICS_HOST, port, token: config.METRICS_TOKEN, logger });
}
