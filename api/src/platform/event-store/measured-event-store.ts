import { performance } from 'node:perf_hooks';
import { Counter, Histogram } from 'prom-client';
import { type MetricGroup, observeAppended } from '../metrics/registry.js';
import { ConcurrencyConflictError } from './errors.js';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent } from './event-store.port.js';

const appends = new Counter({
  name: 'petshop_event_store_appends_total',
  help: 'Appends to the event store, by outcome: ok, conflict (another writer got there first; the command decides again), error',
  labelNames: ['outcome'] as const,
  registers: [],
});
const appended = new Counter({ name: 'petshop_event_store_events_appended_total', help: 'Events stored by successful appends', registers: [] });
const appendSeconds = new Histogram({
  name: 'petshop_event_store_append_duration_seconds',
  help: 'Time an append to the event store took, whatever its outcome',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [],
});

export const eventStoreMetrics: MetricGroup = { metrics: [appends, appended, appendSeconds] };

const [ok, conflict, failed] = [appends.labels('ok'), appends.labels('conflict'), appends.labels('error')];

/**
 * The event store with its appends counted and timed, and each successful append told to the
 * metric groups that count what events mean (checkouts placed, refunds made): every event is
 * appended once, by the one process whose command decided it, so counting here counts each once
 * across all processes. Only used when metrics are on; everything else passes straight through.
 */
export class MeasuredEventStore implements EventStore {
  constructor(private readonly inner: EventStore) {}

  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const started = performance.now();
    return this.inner.append(streamId, events, expectedRevision).then(
      (result) => {
        appendSeconds.observe((performance.now() - started) / 1000);
        ok.inc();
        appended.inc(events.length);
        observeAppended(streamId, events);
        return result;
      },
      (error: unknown) => {
        appendSeconds.observe((performance.now() - started) / 1000);
        (error instanceof ConcurrencyConflictError ? conflict : failed).inc();
        throw error;
      },
    );
  }

  readStream: EventStore['readStream'] = (streamId, options) => this.inner.readStream(streamId, options);
  readLastEvent: EventStore['readLastEvent'] = (streamId) => this.inner.readLastEvent(streamId);
  readAll: EventStore['readAll'] = (options) => this.inner.readAll(options);
  subscribeToAll: EventStore['subscribeToAll'] = (options) => this.inner.subscribeToAll(options);
  presentPosition: EventStore['presentPosition'] = () => this.inner.presentPosition();
  headPosition: EventStore['headPosition'] = () => this.inner.headPosition();
  countAfter: EventStore['countAfter'] = (after, cap) => this.inner.countAfter(after, cap);
  ping: EventStore['ping'] = () => this.inner.ping();
  close: EventStore['close'] = () => this.inner.close();
}
