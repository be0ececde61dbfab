import type { Logger } from 'pino';
import { randomAlnum } from '../ids.js';
import type { JournalEntry, WebhookEntry } from '../journal/entries.js';
import { memoryJournal, type Journal } from '../journal/journal.js';
import { webhookSignature } from '../signatures.js';
import { buildEnvelope, type EventEntities, type WebhookEventName } from './events.js';
import { WebhookTransport } from './transport.js';

export interface DeliveryAttempt {
  at: string;
  status?: number;
  error?: string;
}

/** An emitted event, kept so it can be listed and redelivered byte for byte. */
export interface RecordedEvent {
  id: string;
  event: WebhookEventName;
  /** The exact raw body that is signed and sent, serialised once so redeliveries are identical. */
  body: string;
  signature: string;
  delivered: boolean;
  deliveries: DeliveryAttempt[];
}

export interface DispatcherOptions {
  /** Receiver URL; an empty string records events without delivering them. */
  url: string;
  secret: string;
  accountId: string;
  logger: Logger;
  /** Tries per delivery, first one included. */
  maxAttempts: number;
  /** Wait before the first retry; doubled for each further retry. */
  baseDelayMs: number;
  timeoutMs: number;
  /** Where events and their delivery state are kept across restarts; memory only when absent. */
  journal?: Journal;
  /** The webhook's active events, as a Razorpay dashboard webhook has them; every event when absent. */
  events?: ReadonlySet<WebhookEventName>;
}

/**
 * Records webhook events and delivers them one at a time, in emission order, retrying each with
 * exponential backoff on non-2xx answers and network errors. A single FIFO keeps `payment.captured`
 * ahead of `order.paid`, which receivers (and tests) may rely on even though Razorpay does not
 * promise it.
 *
 * Across a restart (with a state file): Razorpay keeps retrying a failed delivery, so an event still
 * queued or in flight when the sandbox stops or is killed stays pending in the journal and is sent
 * again at the next start, with a fresh round of tries. Delivery is at least once: one the receiver
 * took just before a kill is sent again, with the same event id, as Razorpay would. Attempts are
 * journaled when the event settles, so the history (GET /sandbox/webhooks) of an event cut short by
 * a kill misses them. The store's change and the events it causes are separate journal lines: a kill
 * between the two (microseconds apart) loses the events; the shop's reconciliation still finds the
 * payment.
 */
export class WebhookDispatcher {
  private readonly events = new Map<string, RecordedEvent>();
  private readonly queue: RecordedEvent[] = [];
  private readonly transport = new WebhookTransport();
  private readonly url: URL | undefined;
  private readonly journal: Journal;
  private pumping: Promise<void> | undefined;
  private cancelSleep: (() => void) | undefined;
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {
    this.url = options.url === '' ? undefined : new URL(options.url);
    this.journal = options.journal ?? memoryJournal;
  }

  /** Brings back journaled events and queues again, in emission order, those not yet settled. */
  restore(entries: readonly JournalEntry[]): void {
    const pending: RecordedEvent[] = [];
    for (const entry of entries) {
      if (entry.kind === 'webhook') {
        const { id, event, body, signature } = entry;
        this.events.set(id, { id, event, body, signature, delivered: false, deliveries: [] });
      } else if (entry.kind === 'webhook-delivery') {
        const record = this.events.get(entry.id);
        if (!record) continue;
        record.delivered = entry.delivered;
        record.deliveries = entry.deliveries;
        if (entry.pending) pending.push(record);
      }
    }
    for (const record of pending) this.enqueue(record);
  }

  get deliveryEnabled(): boolean {
    return this.url !== undefined;
  }

  /** Records and sends the event, when the webhook is subscribed to it (undefined otherwise, as Razorpay sends it nowhere). */
  emit<E extends WebhookEventName>(event: E, entities: EventEntities[E]): RecordedEvent | undefined {
    if (this.options.events && !this.options.events.has(event)) return undefined;
    const createdAt = Math.floor(Date.now() / 1000);
    const body = JSON.stringify(buildEnvelope(this.options.accountId, event, entities, createdAt));
    const record: RecordedEvent = {
      id: randomAlnum(14),
      event,
      body,
      signature: webhookSignature(body, this.options.secret),
      delivered: false,
      deliveries: [],
    };
    const { id, signature } = record;
    this.journal.append([{ kind: 'webhook', id, event, body, signature }, this.deliveryEntry(record, this.deliveryEnabled)]);
    this.events.set(record.id, record);
    this.enqueue(record);
    return record;
  }

  /** Sends a recorded event again with the same id, body and signature (a duplicate delivery). */
  redeliver(id: string): RecordedEvent | undefined {
    const record = this.events.get(id);
    if (record && this.deliveryEnabled) {
      this.journal.append([this.deliveryEntry(record, true)]);
      this.enqueue(record);
    }
    return record;
  }

  list(): RecordedEvent[] {
    return [...this.events.values()];
  }

  /** Resolves once every queued delivery has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  /**
   * Lets the attempt in flight finish, cancels pending retries and drops what is still queued; the
   * journal still has those events pending, for the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelSleep?.();
    await this.idle();
    this.transport.close();
    if (this.queue.length > 0) {
      const dropped = this.queue.map((r) => r.id);
      this.options.logger.warn({ dropped }, 'webhook deliveries stopped at shutdown (with a state file, the next start resumes them)');
      this.queue.length = 0;
    }
  }

  private enqueue(record: RecordedEvent): void {
    if (!this.url || this.stopped) return;
    this.queue.push(record);
    this.schedule();
  }

  private schedule(): void {
    if (this.pumping || this.stopped) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
      // An event enqueued while the pump was winding down would otherwise wait for the next emit.
      if (this.queue.length > 0) this.schedule();
    });
  }

  private async pump(): Promise<void> {
    while (!this.stopped) {
      const record = this.queue.shift();
      if (!record) return;
      if (await this.deliver(record)) this.settled(record);
    }
  }

  private settled(record: RecordedEvent): void {
    try {
      // A redelivery asked for meanwhile is still queued, so the event stays pending.
      this.journal.append([this.deliveryEntry(record, this.queue.includes(record))]);
    } catch (error) {
      // Thrown here, it would stop the pump for every later event; the cost of not recording is one
      // more delivery of this event after a restart, which receivers must take anyway.
      this.options.logger.error({ err: error, eventId: record.id }, 'could not journal a webhook delivery');
    }
  }

  /** True once the event is settled: delivered, or given up after the last try. */
  private async deliver(record: RecordedEvent): Promise<boolean> {
    const { maxAttempts, baseDelayMs, logger } = this.options;
    const url = this.url;
    if (!url) return true;
    for (let attempt = 1; !this.stopped; attempt += 1) {
      if (await this.attempt(url, record, attempt)) return true;
      if (attempt >= maxAttempts) {
        logger.error({ eventId: record.id, event: record.event, attempts: attempt }, 'webhook delivery gave up');
        return true;
      }
      await this.sleep(baseDelayMs * 2 ** (attempt - 1));
    }
    logger.warn({ eventId: record.id, event: record.event }, 'webhook delivery abandoned at shutdown');
    return false;
  }

  private deliveryEntry(record: RecordedEvent, pending: boolean): WebhookEntry {
    return { kind: 'webhook-delivery', id: record.id, pending, delivered: record.delivered, deliveries: record.deliveries };
  }

  private async attempt(url: URL, record: RecordedEvent, attempt: number): Promise<boolean> {
    const { timeoutMs, logger } = this.options;
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Razorpay-Webhook/v1',
      'X-Razorpay-Signature': record.signature,
      'X-Razorpay-Event-Id': record.id,
    };
    const at = new Date().toISOString();
    const log = { eventId: record.id, event: record.event, attempt };
    try {
      const status = await this.transport.post(url, headers, record.body, timeoutMs);
      record.deliveries.push({ at, status });
      const ok = status >= 200 && status < 300;
      if (ok) record.delivered = true;
      logger[ok ? 'info' : 'warn']({ ...log, status }, ok ? 'webhook delivered' : 'webhook rejected');
      return ok;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record.deliveries.push({ at, error: message });
      logger.warn({ ...log, err: message }, 'webhook delivery failed');
      return false;
    }
  }

  private sleep(ms: number): Promise<void> {
    // stop() may have run while an attempt was in flight, before there was a sleep to cancel.
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.cancelSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
