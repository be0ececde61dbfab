import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Registry } from 'prom-client';
import type { Config } from '../config.js';
import { DATABASE_POOL } from '../database/pool.js';
import { EVENT_STORE } from '../event-store/event-store.port.js';
import { eventStoreMetrics } from '../event-store/measured-event-store.js';
import { shareInstanceMetrics, siblingMetrics } from './cluster-metrics.js';
import { gatherExposition, gatherMetrics } from './gather.js';
import { httpMetrics } from './http-metrics.js';
import { bearerMatches } from './metrics-token.js';
import { enableMetrics, replaceMetric } from './registry.js';
import { checkoutMetrics } from '../../ordering/index.js';
import { projections } from '../../projections.js';
import { BoardQueues } from '../../queue-board/index.js';
import { shopGauges } from './shop-gauges.js';

const NOT_FOUND = { status: false, message: 'Not found' };

/** With METRICS_TOKEN set, the API keeps metrics: called before the app's modules are made, so the event store they get is the measured one. */
export function enableApiMetrics(config: Config): void {
  if (config.METRICS_TOKEN) enableMetrics('api', [httpMetrics, eventStoreMetrics, checkoutMetrics]);
}

/**
 * `GET /metrics`, outside `/api`, in Prometheus' text format: this API process's metrics (and, under
 * cluster.ts, its sibling instances'), the shop's gauges read at scrape time, and the worker's and
 * projections runner's metrics gathered from METRICS_PEER_URLS. Only for `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN it is
 * off and answers 404 like any unknown path (rather than the storefront's page, which `/*` serves).
 */
export function mountMetrics(app: NestFastifyApplication, config: Config): void {
  const token = config.METRICS_TOKEN;
  if (token) {
    const boardQueues = app.get(BoardQueues);
    const gauges = shopGauges({
      pool: app.get(DATABASE_POOL),
      store: app.get(EVENT_STORE),
      queues: () => (boardQueues.available() ? boardQueues.open() : null),
      projections: projections.map(({ name }) => name),
    });
    // A second app in one process (tests) replaces the first one's gauges rather than colliding with them.
    for (const metric of [...gauges, ...gatherMetrics]) replaceMetric(metric);
    // One of several API instances (cluster.ts) answers the others' scrapes with its own series.
    shareInstanceMetrics();
  }
  app
    .getHttpAdapter()
    .getInstance()
    .get('/metrics', async (request, reply) => {
      if (!token) return reply.status(404).send(NOT_FOUND);
      if (!bearerMatches(request.headers.authorization, token)) {
        request.refusal = 'A valid metrics token is required';
        return reply.status(401).header('www-authenticate', 'Bearer').send({ status: false, message: request.refusal });
      }
      const text = await gatherExposition(config.METRICS_PEER_URLS, token, siblingMetrics());
      return reply.header('cache-control', 'no-store').type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
    });
}
