import { Gauge, Registry } from 'prom-client';
import type { AnyMetric } from './registry.js';
import { registry } from './registry.js';

export type MetricJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number];

const PEER_TIMEOUT_MS = 2_000;

const peerUp = new Gauge({
  name: 'petshop_metrics_peer_up',
  help: "1 when this scrape gathered the peer's metrics (a worker's or projections runner's), 0 when it could not reach it",
  labelNames: ['peer'] as const,
  registers: [],
});

/** The API's own part of gathering: whether each peer answered. */
export const gatherMetrics: readonly AnyMetric[] = [peerUp];

async function fetchPeer(url: string, token: string): Promise<MetricJson[] | null> {
  try {
    const response = await fetch(`${url}/metrics.json`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(PEER_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return Array.isArray(body) ? body.filter(isMetricJson) : null;
  } catch {
    return null;
  }
}

const isMetricJson = (value: unknown): value is MetricJson =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MetricJson).name === 'string' &&
  typeof (value as MetricJson).type === 'string' &&
  Array.isArray((value as MetricJson).values);

/**
 * This process's metrics, its sibling API instances' (`siblings`, see cluster-metrics.ts) and its
 * peers', as one Prometheus text exposition. Each peer serves its registry as JSON
 * (serveProcessMetrics); the sets are merged by metric name, so each metric has one HELP and one
 * TYPE line (text expositions concatenated would repeat them, which Prometheus refuses), and each
 * series keeps its own `process` and `process_instance` labels, so none collides with another. A
 * peer that does not answer within 2 s is left out and reported down.
 */
export async function gatherExposition(peerUrls: readonly string[], token: string, siblings: Promise<MetricJson[][]>): Promise<string> {
  const [peers, siblingSets] = await Promise.all([Promise.all(peerUrls.map((url) => fetchPeer(url, token))), siblings]);
  for (const [index, url] of peerUrls.entries()) peerUp.labels(url).set(peers[index] ? 1 : 0);
  const own = await registry.getMetricsAsJSON();
  return exposition([own, ...siblingSets, ...peers.filter((set) => set !== null)]);
}

/** The merged sets rendered by prom-client itself (escaping, histogram suffixes), without the cluster aggregators that sum or drop series. */
async function exposition(sets: readonly MetricJson[][]): Promise<string> {
  const byName = new Map<string, MetricJson>();
  for (const set of sets) {
    for (const metric of set) {
      const seen = byName.get(metric.name);
      if (!seen) byName.set(metric.name, { ...metric, values: [...metric.values] });
      else if (seen.type === metric.type) seen.values.push(...metric.values);
    }
  }
  const merged = new Registry();
  for (const metric of byName.values()) merged.registerMetric({ ...metric, get: async () => metric } as unknown as AnyMetric);
  return merged.metrics();
}
