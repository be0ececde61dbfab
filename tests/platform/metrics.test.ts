import { randomBytes } from 'node:crypto';
import { alertKindSchema } from '@petshop/contract';
import { parseExposition, repeatedTypeLines, type Sample, samplesOf, sumOf } from '../../api/src/platform/testing/exposition.js';
import { projections } from '../../api/src/projections.js';
import { eventually, freePort } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { type SupervisedShop, startSupervisedShop } from '../support/supervised-shop.js';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;

/**
 * Under npm start's supervisor with METRICS_TOKEN set, one scrape of the API's /metrics holds the
 * four processes' series (the worker's, the projections runner's and the mailer's gathered from
 * their own metrics servers on 127.0.0.1), after a checkout placed and paid: the checkout counted
 * once, its confirmation mailed, the job queues, each projection's lag and the heartbeats.
 */
describe('metrics across the processes', () => {
  let shop: SupervisedShop;
  beforeAll(async () => {
    const [workerPort, projectionsPort, mailerPort] = [await freePort(), await freePort(), await freePort()];
    shop = await startSupervisedShop('metrics', {
      METRICS_TOKEN: TOKEN,
      WORKER_METRICS_PORT: String(workerPort),
      PROJECTIONS_METRICS_PORT: String(projectionsPort),
      MAILER_METRICS_PORT: String(mailerPort),
    });
  });
  afterAll(() => shop?.stop());

  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const response = await fetch(`${shop.base}/metrics`, { headers: { authorization } });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('refuses a scrape without the token', async () => {
    expect((await scrape('Bearer not-the-metrics-token')).status).toBe(401);
    expect((await scrape('')).status).toBe(401);
  });

  it('serves the API, worker, projections and mailer series in one scrape after a checkout is placed and paid', async () => {
    const api = shopperApi(shop.base, shop.sandboxUrl);
    await api.deliveredOrder(await api.shopperWithCart(true));

    let text = '';
    const samples: Sample[] = await eventually(
      async () => {
        const scraped = await scrape();
        expect(scraped.status).toBe(200);
        expect(scraped.type).toBe('text/plain; version=0.0.4; charset=utf-8');
        text = scraped.text;
        const parsed = parseExposition(text);
        // Every peer answered, the projections have caught up with the checkout, and its confirmation went.
        expect(samplesOf(parsed, 'petshop_metrics_peer_up').map((sample) => sample.value)).toEqual([1, 1, 1]);
        expect(sumOf(parsed, 'petshop_projection_behind_events')).toBe(0);
        expect(sumOf(parsed, 'petshop_mails_sent_total', { process: 'mailer', template: 'order-confirmation' })).toBe(1);
        return parsed;
      },
      30_000,
      250,
    );
    expect(repeatedTypeLines(text)).toEqual([]);

    // Each process's own series, prom-client's process metrics among them.
    for (const process of ['api', 'worker', 'projections', 'mailer']) {
      expect(samplesOf(samples, 'process_cpu_user_seconds_total', { process })).toHaveLength(1);
      expect(samplesOf(samples, 'nodejs_heap_size_used_bytes', { process })).toHaveLength(1);
    }
    // The checkout, counted once across the processes (placed in the API; paid by the webhook in the API or the verify job in the worker).
    expect(sumOf(samples, 'petshop_checkouts_placed_total')).toBeGreaterThanOrEqual(1);
    expect(sumOf(samples, 'petshop_checkouts_paid_total')).toBeGreaterThanOrEqual(1);
    expect(sumOf(samples, 'petshop_http_requests_total', { process: 'api', method: 'POST', route: '/api/orders/create', status: '201' })).toBe(1);
    expect(sumOf(samples, 'petshop_event_store_appends_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    expect(sumOf(samples, 'petshop_projection_events_applied_total', { process: 'projections' })).toBeGreaterThanOrEqual(2);
    expect(sumOf(samples, 'petshop_jobs_completed_total', { process: 'worker', queue: 'payments' })).toBeGreaterThanOrEqual(1);
    // The shop's state, read at scrape time.
    for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
      expect(samplesOf(samples, 'petshop_queue_jobs', { queue: 'payments', state })).toHaveLength(1);
    }
    for (const { name } of projections) {
      expect(samplesOf(samples, 'petshop_projection_lag_seconds', { projection: name })).toEqual([expect.objectContaining({ value: 0 })]);
    }
    for (const component of ['worker', 'projections', 'mailer']) {
      expect(sumOf(samples, 'petshop_heartbeat_instances', { component })).toBe(1);
      expect(sumOf(samples, 'petshop_heartbeat_last_timestamp_seconds', { component })).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    expect(samplesOf(samples, 'petshop_open_alerts').map((sample) => sample.labels.kind)).toEqual(alertKindSchema.options);
    // Nothing holds the checkout's events back.
    expect(sumOf(samples, 'petshop_events_held_back_seconds')).toBe(0);
  });
});
