import type { Queue } from 'bullmq';
import type { CommandsContext } from '@petshop/api/commands';
import {
  EmptyCartOfPaidOrderCommand,
  ForgetUnpaidOrderCommand,
  orderStreamEvent,
  refundJobId,
  ReleaseOrderStockCommand,
  type OrderStreamEvent,
} from '@petshop/api/ordering';
import { ReleaseReturnedOrdersCommand, returnStreamEvent, type ReturnEvent } from '@petshop/api/returns';
import { RestoreVoucherCommand } from '@petshop/api/vouchers';
import {
  type Actor,
  CheckpointedFollower,
  QuietCheckpoint,
  withQuietCheckpoint,
  REACTIONS_CHECKPOINT,
  saveAnnouncedCheckpoint,
  type EventStore,
  type Logger,
  type Pool,
  type StoredEvent,
} from '@petshop/api/platform';

const RETURNS_DESK: Actor = { _id: null, role: 'system', name: 'returns' };
const VOUCHER_DESK: Actor = { _id: null, role: 'system', name: 'vouchers' };
const CHECKOUT_DESK: Actor = { _id: null, role: 'system', name: 'checkout' };
/** How many streams' reactions run at once; a shopper's next cart read after paying waits for the batch holding the payment. */
const STREAMS_AT_ONCE = 8;

/**
 * Reacts to a batch stream by stream, several streams at once, each stream's events in order. The
 * effects of different streams are independent: each is idempotent by its key, and a command that
 * meets another on the same stream (two orders emptying one cart) retries on the conflict. Answers
 * how many events had a reaction.
 */
async function reactByStream(batch: readonly StoredEvent[], react: (event: StoredEvent) => Promise<boolean>): Promise<number> {
  const byStream = new Map<string, StoredEvent[]>();
  for (const event of batch) {
    const events = byStream.get(event.streamId);
    if (events) events.push(event);
    else byStream.set(event.streamId, [event]);
  }
  const waiting = [...byStream.values()];
  let reacted = 0;
  const lane = async () => {
    for (let events = waiting.shift(); events; events = waiting.shift()) {
      for (const event of events) if (await react(event)) reacted++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(STREAMS_AT_ONCE, waiting.length) }, lane));
  return reacted;
}

/**
 * What follows an event once it is recorded, whoever recorded it (a staff move, a shopper's
 * dismissal, reconciliation, a return): a paid order empties the shopper's cart (a captured
 * payment, whether or not the page verified it, or an order a store voucher paid in full; the only
 * place a checkout empties a cart); a refund requested becomes a refund job; a cancelled order's
 * units go back to the catalogue; a paid or cancelled order leaves the unpaid orders checkout counts; a rejected return gives its orders back; what an order releases
 * of its store voucher goes back on the voucher. This is the one way the shop runs side effects
 * after an event: the command that records the event never does them inline, so a crash between
 * the append and the effect cannot lose it. The follower reads `$all` from its own checkpoint,
 * saved after the effects: a crash repeats an effect, and each is idempotent by its key (the
 * refund's job id, the stock reservation row, the voucher's restore key, the order the cart was
 * emptied for). Each save is announced, so a request waiting for an effect (ReadYourWrites on
 * REACTIONS_CHECKPOINT) hears of it at once. Batches without reactions (nearly all) are saved at
 * most once a second (QuietCheckpoint).
 */
export function reactions(
  store: EventStore,
  pool: Pool,
  queue: Queue,
  commands: CommandsContext['commands'],
  logger: Logger,
): Pick<CheckpointedFollower, 'start' | 'stop'> {
  const because = (event: StoredEvent, actor: Actor) => ({ actor, correlationId: event.metadata.correlationId, causationId: `event:${event.id}` });
  /** What follows an order's event, if anything. */
  const orderReaction = async ({ orderId, event, stored }: OrderStreamEvent): Promise<boolean> => {
    switch (event.type) {
      case 'RefundRequested':
        await queue.add('refund', { orderId, refundKey: event.data.refundKey }, { jobId: refundJobId(event.data.refundKey) });
        return true;
      case 'PaymentCaptured':
        await Promise.all([
          commands.execute(new EmptyCartOfPaidOrderCommand(orderId, because(stored, CHECKOUT_DESK))),
          commands.execute(new ForgetUnpaidOrderCommand(orderId)),
        ]);
        return true;
      case 'OrderPlaced':
        // Paid in full by a store voucher as it was placed: no capture will follow.
        if (event.data.razorpayOrderId !== null || !event.data.voucher) return false;
        await commands.execute(new EmptyCartOfPaidOrderCommand(orderId, because(stored, CHECKOUT_DESK)));
        return true;
      case 'OrderCancelled':
        await Promise.all([
          commands.execute(new ReleaseOrderStockCommand(orderId, event.data.reason)),
          commands.execute(new ForgetUnpaidOrderCommand(orderId)),
        ]);
        return true;
      case 'VoucherReleased': {
        const { code, releaseKey, amount, reason } = event.data;
        await commands.execute(new RestoreVoucherCommand({ code, orderId, restoreKey: releaseKey, amount, reason }, because(stored, VOUCHER_DESK)));
        return true;
      }
      default:
        return false;
    }
  };
  /** What follows a return's event, if anything. */
  const returnReaction = async (stored: StoredEvent, { returnId, event }: { returnId: string; event: ReturnEvent }): Promise<boolean> => {
    if (event.type !== 'ReturnStatusChanged' || event.data.to !== 'rejected') return false;
    await commands.execute(new ReleaseReturnedOrdersCommand(returnId, because(stored, RETURNS_DESK)));
    return true;
  };
  const react = async (stored: StoredEvent): Promise<boolean> => {
    const order = orderStreamEvent(stored);
    if (order) return orderReaction(order);
    const returned = returnStreamEvent(stored);
    return returned ? returnReaction(stored, returned) : false;
  };
  // A cart read noted by a paid answer (AwaitedEffects) waits for this checkpoint to pass the payment.
  const save = (last: StoredEvent) => saveAnnouncedCheckpoint(pool, REACTIONS_CHECKPOINT, last.position, last.createdAt);
  const checkpoint = new QuietCheckpoint(REACTIONS_CHECKPOINT, save, logger);
  const follower = new CheckpointedFollower(
    REACTIONS_CHECKPOINT,
    store,
    pool,
    logger,
    async (batch: readonly StoredEvent[]) => {
      const reacted = await reactByStream(batch, react);
      const last = batch.at(-1)!;
      await (reacted > 0 ? checkpoint.save(() => save(last)) : checkpoint.quiet(last));
      return last.position;
    },
    200,
  );
  return withQuietCheckpoint(follower, checkpoint);
}
