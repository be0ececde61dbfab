import type { Logger } from 'pino';
import { randomAlnum } from '../ids.js';
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
}

/**
 * Records webhook events and delivers them one at a time, in emission order, retrying each with
 * exponential backoff on non-2xx answers and network errors. A single FIFO keeps `payment.captured`
 * ahead of `order.paid`, which receivers (and tests) may rely on even though Razorpay does not
 * promise it.
 */
export class WebhookDispatcher {
  private readonly events = new Map<string, RecordedEvent>();
  private readonly queue: RecordedEvent[] = [];
  private readonly transport = new WebhookTransport();
  private readonly url: URL | undefined;
  private pumping: Promise<void> | undefined;
  private cancelSleep: (() => void) | undefined;
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {
    this.url = options.url === '' ? undefined : new URL(options.url);
  }

  get deliveryEnabled(): boolean {
    return this.url !== undefined;
  }

  emit<E extends WebhookEventName>(event: E, entities: EventEntities[E]): RecordedEvent {
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
    this.events.set(record.id, record);
    this.enqueue(record);
    return record;
  }

  /** Sends a recorded event again with the same id, body and signature (a duplicate delivery). */
  redeliver(id: string): RecordedEvent | undefined {
    const record = this.events.get(id);
    if (record) this.enqueue(record);
    return record;
  }

  list(): RecordedEvent[] {
    return [...this.events.values()];
  }

  /** Resolves once every queued delivery has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  /** Lets the attempt in flight finish, cancels pending retries and drops what is still queued. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelSleep?.();
    await this.idle();
    this.transport.close();
    if (this.queue.length > 0) {
      this.options.logger.warn({ dropped: this.queue.map((r) => r.id) }, 'webhook deliveries dropped at shutdown');
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
      await this.deliver(record);
    }
  }

  private async deliver(record: RecordedEvent): Promise<void> {
    const { maxAttempts, baseDelayMs, logger } = this.options;
    const url = this.url;
    if (!url) return;
    for (let attempt = 1; !this.stopped; attempt += 1) {
      if (await this.attempt(url, record, attempt)) return;
      if (attempt >= maxAttempts) {
        logger.error({ eventId: record.id, event: record.event, attempts: attempt }, 'webhook delivery gave up');
        return;
      }
      await this.sleep(baseDelayMs * 2 ** (attempt - 1));
    }
    logger.warn({ eventId: record.id, event: record.event }, 'webhook delivery abandoned at shutdown');
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
