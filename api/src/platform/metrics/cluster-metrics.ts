import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { MetricJson } from './gather.js';
import { ownMetricsAsJSON } from './registry.js';

// The API's instances under one primary (cluster.ts) share a port, so a scrape reaches one of them,
// whichever the primary hands the connection to: that one asks the primary for its siblings' series,
// the primary asks each sibling over its IPC channel and answers with what came back in time, and
// the scrape holds every instance's series. Each instance's carry its own `process_instance`.

type MetricsMessage =
  | { petshopMetrics: 'ask'; id: string }
  | { petshopMetrics: 'collect'; id: string }
  | { petshopMetrics: 'collected'; id: string; metrics: MetricJson[] }
  | { petshopMetrics: 'gathered'; id: string; sets: MetricJson[][] };

const isMessage = <Kind extends MetricsMessage['petshopMetrics']>(message: unknown, kind: Kind): message is Extract<MetricsMessage, { petshopMetrics: Kind }> =>
  typeof message === 'object' && message !== null && (message as MetricsMessage).petshopMetrics === kind;

/** How long the primary waits for the siblings: within the scraped instance's wait, which is a peer's (2 s). */
const COLLECT_TIMEOUT_MS = 1_500;
const ASK_TIMEOUT_MS = 2_000;

/** In an API instance under cluster.ts: answers the primary's requests for this instance's own series. Outside a cluster, nothing. */
export function shareInstanceMetrics(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message) => {
    if (!isMessage(message, 'collect')) return;
    const answer = (metrics: MetricJson[]) => process.send?.({ petshopMetrics: 'collected', id: message.id, metrics } satisfies MetricsMessage);
    ownMetricsAsJSON().then(answer, () => answer([]));
  });
}

/** In an API instance under cluster.ts: the other instances' own series, gathered by the primary; none outside a cluster. */
export function siblingMetrics(): Promise<MetricJson[][]> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return Promise.resolve([]);
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (sets: MetricJson[][]) => {
      clearTimeout(timer);
      process.off('message', listener);
      resolve(sets);
    };
    const listener = (message: unknown) => isMessage(message, 'gathered') && message.id === id && done(message.sets);
    const timer = setTimeout(() => done([]), ASK_TIMEOUT_MS);
    process.on('message', listener);
    send({ petshopMetrics: 'ask', id } satisfies MetricsMessage);
  });
}

/**
 * In cluster.ts's primary: what to do with a message from an instance. An instance's ask goes to
 * every other instance running now, and their answers, those that came within the time, go back to it.
 */
export function relayInstanceMetrics(instances: () => Iterable<Worker>): (from: Worker, message: unknown) => void {
  const collecting = new Map<string, (from: Worker, metrics: MetricJson[]) => void>();
  return (from, message) => {
    if (isMessage(message, 'collected')) return collecting.get(message.id)?.(from, message.metrics);
    if (!isMessage(message, 'ask')) return;
    const { id } = message;
    const siblings = [...instances()].filter((worker) => worker !== from && worker.isConnected());
    const sets = new Map<Worker, MetricJson[]>();
    const answer = () => {
      clearTimeout(timer);
      collecting.delete(id);
      if (from.isConnected()) from.send({ petshopMetrics: 'gathered', id, sets: [...sets.values()] } satisfies MetricsMessage);
    };
    const timer = setTimeout(answer, COLLECT_TIMEOUT_MS);
    collecting.set(id, (sibling, metrics) => {
      sets.set(sibling, metrics);
      if (sets.size === siblings.length) answer();
    });
    for (const sibling of siblings) sibling.send({ petshopMetrics: 'collect', id } satisfies MetricsMessage);
    if (siblings.length === 0) answer();
  };
}
