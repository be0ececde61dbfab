import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { startHeartbeat, type Heartbeat } from '../heartbeats/heartbeats.js';
import { startProcessMetrics, type ProcessMetricsServer } from './process-metrics-server.js';
import { eventually } from '../testing/eventually.js';
import { parseExposition, repeatedTypeLines, samplesOf, sumOf } from '../testing/exposition.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { projections } from '../../projections.js';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;

/** A worker's registry as its metrics server would answer it, with a series of its own. */
async function startPeer(): Promise<{ url: string; close(): Promise<void> }> {
  const peer = new Registry();
  peer.setDefaultLabels({ process: 'worker', process_instance: 'elsewhere:1' });
  collectDefaultMetrics({ register: peer });
  new Counter({ name: 'petshop_jobs_completed_total', help: 'Job attempts that completed', labelNames: ['queue', 'job'], registers: [peer] })
    .labels('payments', 'verify-payment')
    .inc(3);
  const server = http.createServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return response.writeHead(401).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await peer.getMetricsAsJSON()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('GET /metrics', () => {
  let off: TestApp;
  let on: TestApp;
  let peer: Awaited<ReturnType<typeof startPeer>>;
  let heartbeat: Heartbeat;
  const deadPeer = 'http://127.0.0.1:1';

  beforeAll(async () => {
    peer = await startPeer();
    off = await createTestApp('metrics_off');
    on = await createTestApp('metrics_on', { METRICS_TOKEN: TOKEN, METRICS_PEER_URLS: `${peer.url},${deadPeer}` });
    heartbeat = startHeartbeat(on.database.pool, 'worker', 100);
  });
  afterAll(async () => {
    await heartbeat?.stop();
    await Promise.all([off?.close(), on?.close(), peer?.close()]);
  });

  const scrape = (app: TestApp, authorization = `Bearer ${TOKEN}`) => app.http().get('/metrics').set('authorization', authorization);

  it('is off without METRICS_TOKEN: a 404 in the envelope, as any unknown path, whatever the token', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}`]) {
      const response = await scrape(off, authorization).expect(404);
      expect(response.body).toEqual({ status: false, message: 'Not found' });
    }
  });

  it('answers 401 to a missing or wrong token', async () => {
    for (const authorization of ['', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(on, authorization).expect(401);
      expect(response.body).toEqual({ status: false, message: 'A valid metrics token is required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.text).not.toContain('petshop_');
    }
  });

  it('counts requests by route template, never by the URL asked for', async () => {
    const productId = `no-such-product-${randomBytes(4).toString('hex')}`;
    const unknownPath = `/api/nowhere-${randomBytes(4).toString('hex')}`;
    const asked = await on.http().get(`/api/products/${productId}`);
    await on.http().delete(unknownPath).expect(404);

    const response = await scrape(on).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(response.text);
    expect(samplesOf(samples, 'petshop_http_requests_total', { method: 'GET', route: '/api/products/:id', process: 'api' })).toEqual([
      expect.objectContaining({
        value: 1,
        labels: expect.objectContaining({ status: String(asked.status), process_instance: expect.stringMatching(/:\d+$/) }),
      }),
    ]);
    expect(sumOf(samples, 'petshop_http_requests_total', { method: 'DELETE', route: 'unmatched', status: '404' })).toBe(1);
    expect(sumOf(samples, 'petshop_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:id' })).toBe(1);
    expect(samplesOf(samples, 'petshop_http_request_duration_seconds_bucket', { route: '/api/products/:id', le: '+Inf' })).toHaveLength(1);
    // No label anywhere holds what the visitor typed.
    expect(response.text).not.toContain(productId);
    expect(response.text).not.toContain(unknownPath);
  });

  it("keeps prom-client's process metrics, and the shop's gauges read at scrape time", async () => {
    // The queue gauges wait for the API's Redis connection to be ready, and the heartbeat for its first beat.
    const samples = await eventually(async () => {
      const scraped = parseExposition((await scrape(on).expect(200)).text);
      expect(samplesOf(scraped, 'petshop_queue_jobs').length).toBeGreaterThan(0);
      expect(samplesOf(scraped, 'petshop_heartbeat_instances', { component: 'worker' })).toHaveLength(1);
      return scraped;
    });
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(samplesOf(samples, name, { process: 'api' })).toHaveLength(1);
    }
    expect(samplesOf(samples, 'petshop_open_alerts').map((sample) => sample.labels.kind)).toEqual(
      expect.arrayContaining(['reconciliation', 'refund', 'webhook', 'mail', 'transaction']),
    );
    for (const { name } of projections) expect(samplesOf(samples, 'petshop_projection_lag_seconds', { projection: name })).toHaveLength(1);
    expect(samplesOf(samples, 'petshop_mails_failing')).toEqual([expect.objectContaining({ value: 0 })]);
    for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
      expect(samplesOf(samples, 'petshop_queue_jobs', { queue: 'payments', state })).toEqual([expect.objectContaining({ value: 0 })]);
    }
    const [beat] = samplesOf(samples, 'petshop_heartbeat_last_timestamp_seconds', { component: 'worker' });
    expect(beat!.value).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(sumOf(samples, 'petshop_heartbeat_instances', { component: 'worker' })).toBe(1);
  });

  it("gathers its peers' metrics under their own process label, one HELP and TYPE per metric, and says which peer it could not reach", async () => {
    const response = await scrape(on).expect(200);
    const samples = parseExposition(response.text);
    expect(repeatedTypeLines(response.text)).toEqual([]);
    expect(samplesOf(samples, 'process_cpu_user_seconds_total').map((sample) => sample.labels.process)).toEqual(expect.arrayContaining(['api', 'worker']));
    expect(sumOf(samples, 'petshop_jobs_completed_total', { process: 'worker', queue: 'payments', job: 'verify-payment' })).toBe(3);
    expect(sumOf(samples, 'petshop_metrics_peer_up', { peer: peer.url })).toBe(1);
    expect(sumOf(samples, 'petshop_metrics_peer_up', { peer: deadPeer })).toBe(0);
  });
});

describe("the worker's and projections runner's metrics server", () => {
  let server: ProcessMetricsServer | null;
  let url: string;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    url = `http://127.0.0.1:${port}`;
    server = startProcessMetrics({ METRICS_TOKEN: TOKEN, METRICS_HOST: '127.0.0.1' }, 'api', port, [], pino({ level: 'silent' }));
    await server?.listening;
  });
  afterAll(() => server?.close());

  it('is not started without METRICS_TOKEN', () => {
    expect(startProcessMetrics({ METRICS_TOKEN: undefined, METRICS_HOST: '127.0.0.1' }, 'api', 1, [], pino({ level: 'silent' }))).toBeNull();
  });

  it('answers its registry as JSON and as text to the token only', async () => {
    expect((await fetch(`${url}/metrics.json`)).status).toBe(401);
    expect((await fetch(`${url}/metrics.json`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    const json = await fetch(`${url}/metrics.json`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { name: string }[]).map((metric) => metric.name)).toContain('process_cpu_user_seconds_total');
    const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(text.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(samplesOf(parseExposition(await text.text()), 'process_cpu_user_seconds_total', { process: 'api' })).toHaveLength(1);
    expect((await fetch(`${url}/elsewhere`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
