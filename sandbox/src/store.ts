import { buildOrder, buildPayment, markCaptured, markFailed, refundPayment } from './entity-builders.js';
import type { Order, Payment, Refund } from './entities.js';
import { idNotFound, inputError, RazorpayError, requestError } from './errors.js';
import type { JournalEntry, StoreEntry } from './journal/entries.js';
import { memoryJournal, type Journal } from './journal/journal.js';
import type { CaptureInput, CreateOrderInput, PayInput, RefundInput } from './requests.js';

export interface OrderPayment {
  order: Order;
  payment: Payment;
}

export interface RefundResult {
  refund: Refund;
  payment: Payment;
  /** False when an idempotency key or receipt matched an earlier refund and nothing new happened. */
  created: boolean;
}

interface OrderRecord {
  order: Order;
  autoCapture: boolean;
}

interface IdempotentRefund {
  paymentId: string;
  fingerprint: string;
  refundId: string;
}

/**
 * The sandbox's whole state, in memory, and Razorpay's rules over it. Every method returns copies,
 * so callers (routes, webhook payloads) can never change state behind the store's back; rule
 * violations throw RazorpayError in the shape the API answers with.
 *
 * A change is worked out on copies and journaled before it takes effect (see commit), so what a
 * caller was told is on disk, and a failed write leaves the store as it was.
 */
export class SandboxStore {
  private readonly orders = new Map<string, OrderRecord>();
  private readonly payments = new Map<string, Payment>();
  private readonly refunds = new Map<string, Refund>();
  private readonly idempotencyKeys = new Map<string, IdempotentRefund>();

  constructor(
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
    private readonly journal: Journal = memoryJournal,
  ) {}

  /** Brings back the state a journal held; webhook entries belong to the dispatcher and are passed over. */
  restore(entries: readonly JournalEntry[]): void {
    for (const entry of entries) {
      if (entry.kind !== 'webhook' && entry.kind !== 'webhook-delivery') this.apply(entry);
    }
  }

  createOrder(input: CreateOrderInput): Order {
    const order = buildOrder(input, this.now());
    this.commit({ kind: 'order', order, autoCapture: input.paymentCapture });
    return structuredClone(order);
  }

  getOrder(id: string): Order {
    return structuredClone(find(this.orders, id, 'order').order);
  }

  /** Lookup without Razorpay's 400-for-unknown-id semantics, for the driver's own 404. */
  hasOrder(id: string): boolean {
    return this.orders.has(id);
  }

  listOrderPayments(orderId: string): Payment[] {
    find(this.orders, orderId, 'order');
    return newestFirst([...this.payments.values()].filter((payment) => payment.order_id === orderId));
  }

  getPayment(id: string): Payment {
    return structuredClone(find(this.payments, id, 'pay'));
  }

  /** A checkout attempt: fails, or succeeds as captured (auto-capture) or merely authorized. */
  pay(orderId: string, input: PayInput): OrderPayment {
    const record = find(this.orders, orderId, 'order');
    if (record.order.status === 'paid') {
      throw new RazorpayError(409, {
        code: 'BAD_REQUEST_ERROR',
        description: 'Order has already been paid',
        source: 'business',
        step: 'payment_initiation',
        reason: 'order_already_paid',
        metadata: { order_id: orderId },
      });
    }
    const order = structuredClone(record.order);
    order.attempts += 1;
    order.status = 'attempted';
    const payment = buildPayment(order, input, this.now());
    if (input.outcome === 'failure') markFailed(payment);
    else if (record.autoCapture) markCaptured(order, payment);
    this.commit({ kind: 'order', order, autoCapture: record.autoCapture }, { kind: 'payment', payment });
    return { order: structuredClone(order), payment: structuredClone(payment) };
  }

  /** Manual capture, only meaningful for orders created with `payment_capture: 0`. */
  capture(paymentId: string, input: CaptureInput): OrderPayment {
    const payment = structuredClone(find(this.payments, paymentId, 'pay'));
    if (payment.captured) throw inputError('This payment has already been captured');
    if (payment.status !== 'authorized') {
      throw inputError('Only payments which have been authorized and not yet captured can be captured');
    }
    if (input.amount !== payment.amount) {
      throw inputError('Capture amount must be equal to the amount authorized', 'amount');
    }
    if (input.currency !== undefined && input.currency !== payment.currency) {
      throw inputError('The currency should be same as the payment currency', 'currency');
    }
    const record = find(this.orders, payment.order_id, 'order');
    if (record.order.status === 'paid') throw inputError('The order has already been paid by another payment');
    const order = structuredClone(record.order);
    markCaptured(order, payment);
    this.commit({ kind: 'order', order, autoCapture: record.autoCapture }, { kind: 'payment', payment });
    return { order: structuredClone(order), payment: structuredClone(payment) };
  }

  /**
   * Refunds `input.amount` (default: everything still refundable). A repeated X-Refund-Idempotency
   * key, or a repeated receipt for the same payment, returns the earlier refund instead of a new one.
   */
  refund(paymentId: string, input: RefundInput, idempotencyKey?: string): RefundResult {
    const payment = find(this.payments, paymentId, 'pay');
    const fingerprint = JSON.stringify([input.amount ?? null, input.speed, input.receipt, input.notes]);
    const prior = idempotencyKey === undefined ? undefined : this.idempotencyKeys.get(idempotencyKey);
    if (prior && (prior.paymentId !== paymentId || prior.fingerprint !== fingerprint)) {
      throw requestError(400, 'Different request with the same idempotency key has already been processed.');
    }
    const existing = prior ? this.refunds.get(prior.refundId) : this.findByReceipt(paymentId, input.receipt);
    const changes: StoreEntry[] = [];
    let refunded = payment;
    let refund = existing;
    if (refund === undefined) {
      refunded = structuredClone(payment);
      refund = this.newRefund(refunded, input);
      changes.push({ kind: 'payment', payment: refunded }, { kind: 'refund', refund });
    }
    if (idempotencyKey !== undefined && prior?.refundId !== refund.id) {
      changes.push({ kind: 'refund-key', key: idempotencyKey, paymentId, fingerprint, refundId: refund.id });
    }
    if (changes.length > 0) this.commit(...changes);
    return { refund: structuredClone(refund), payment: structuredClone(refunded), created: existing === undefined };
  }

  listPaymentRefunds(paymentId: string): Refund[] {
    find(this.payments, paymentId, 'pay');
    return newestFirst([...this.refunds.values()].filter((refund) => refund.payment_id === paymentId));
  }

  getRefund(id: string, paymentId?: string): Refund {
    const refund = find(this.refunds, id, 'rfnd');
    if (paymentId !== undefined && refund.payment_id !== paymentId) throw idNotFound();
    return structuredClone(refund);
  }

  private findByReceipt(paymentId: string, receipt: string | null): Refund | undefined {
    if (receipt === null) return undefined;
    return [...this.refunds.values()].find((refund) => refund.payment_id === paymentId && refund.receipt === receipt);
  }

  /** Books the refund on `payment`, which must be the caller's copy. */
  private newRefund(payment: Payment, input: RefundInput): Refund {
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      throw inputError('The payment has not been captured, so it cannot be refunded');
    }
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable === 0) throw inputError('The payment has been fully refunded already');
    const amount = input.amount ?? refundable;
    if (amount > refundable) {
      throw inputError(
        payment.amount_refunded === 0
          ? 'The refund amount provided is greater than amount captured'
          : 'The total refund amount is greater than the refund payment amount',
        'amount',
      );
    }
    return refundPayment(payment, amount, input, this.now());
  }

  /** The only way state changes: journal first, so nothing is answered that a restart would forget. */
  private commit(...changes: StoreEntry[]): void {
    this.journal.append(changes);
    for (const change of changes) this.apply(change);
  }

  private apply(entry: StoreEntry): void {
    switch (entry.kind) {
      case 'order':
        this.orders.set(entry.order.id, { order: entry.order, autoCapture: entry.autoCapture });
        return;
      case 'payment':
        this.payments.set(entry.payment.id, entry.payment);
        return;
      case 'refund':
        this.refunds.set(entry.refund.id, entry.refund);
        return;
      case 'refund-key':
        this.idempotencyKeys.set(entry.key, { paymentId: entry.paymentId, fingerprint: entry.fingerprint, refundId: entry.refundId });
        return;
      default: {
        const unknown: never = entry;
        throw new Error(`unknown store entry ${JSON.stringify(unknown)}`);
      }
    }
  }
}

/** Razorpay rejects ids of the wrong kind differently from well-formed ids it does not know. */
function find<T>(map: Map<string, T>, id: string, prefix: string): T {
  if (!id.startsWith(`${prefix}_`)) throw inputError(`${id} is not a valid id`);
  const found = map.get(id);
  if (found === undefined) throw idNotFound();
  return found;
}

/** Razorpay lists newest first; insertion order breaks ties within the same second. */
function newestFirst<T>(items: T[]): T[] {
  return items.reverse().map((item) => structuredClone(item));
}
