import type { Queue } from 'bullmq';
import type { CommandsContext } from '@petshop/api/commands';
import { EmptyCartOfPaidOrderCommand, orderStream, refundJobId, ReleaseOrderStockCommand } from '@petshop/api/ordering';
import { ReleaseReturnedOrdersCommand, returnStream } from '@petshop/api/returns';
import { RestoreVoucherCommand, type RestoreReason } from '@petshop/api/vouchers';
import { type Actor, CheckpointedFollower, saveCheckpoint, type EventStore, type Logger, type Pool, type StoredEvent } from '@petshop/api/platform';

const RETURNS_DESK: Actor = { _id: null, email: null, role: 'system', name: 'returns' };
const VOUCHER_DESK: Actor = { _id: null, email: null, role: 'system', name: 'vouchers' };
const CHECKOUT_DESK: Actor = { _id: null, email: null, role: 'system', name: 'checkout' };
// Stored name, kept from when refunds were the only reaction: renaming it would react to all history again.
const CHECKPOINT = 'dispatch:refunds';
/** How long a stretch of events without reactions may go unsaved: reading it again after a crash does nothing. */
const QUIET_SAVE_MS = 1_000;

type Reaction = (event: StoredEvent, streamId: string) => Promise<void>;

/**
 * What follows an event once it is recorded, whoever recorded it (a staff move, a shopper's
 * dismissal, reconciliation, a return): a captured payment empties the shopper's cart (once per order, whether or
 * not the page verified); a refund requested becomes a refund job; a cancelled
 * order's units go back to the catalogue; a rejected return gives its orders back; what an order
 * releases of its store voucher goes back on the voucher. This is the one way the shop runs side effects after an
 * event: the command that records the event never does them inline, so a crash between the append
 * and the effect cannot lose it. The follower reads `$all` from its own checkpoint, saved after the
 * effects: a crash repeats an effect, and each is idempotent by its key (the refund's job id, the
 * stock reservation row, the voucher's restore key). Batches without reactions (nearly all) are saved at most once a second.
 */
export function reactions(store: EventStore, pool: Pool, queue: Queue, commands: CommandsContext['commands'], logger: Logger): CheckpointedFollower {
  const byType: Record<string, Reaction> = {
    RefundRequested: async (event, streamId) => {
      const orderId = orderStream.idOf(streamId);
      const { refundKey } = event.data as { refundKey: string };
      if (orderId) await queue.add('refund', { orderId, refundKey }, { jobId: refundJobId(refundKey) });
    },
    PaymentCaptured: async (event, streamId) => {
      const orderId = orderStream.idOf(streamId);
      const metadata = { actor: CHECKOUT_DESK, correlationId: event.metadata.correlationId, causationId: `event:${event.id}` };
      if (orderId) await commands.execute(new EmptyCartOfPaidOrderCommand(orderId, metadata));
    },
    OrderCancelled: async (event, streamId) => {
      const orderId = orderStream.idOf(streamId);
      const { reason } = event.data as { reason: string };
      if (orderId) await commands.execute(new ReleaseOrderStockCommand(orderId, reason));
    },
    ReturnStatusChanged: async (event, streamId) => {
      const returnId = returnStream.idOf(streamId);
      if (!returnId || (event.data as { to: string }).to !== 'rejected') return;
      const metadata = { actor: RETURNS_DESK, correlationId: event.metadata.correlationId, causationId: `event:${event.id}` };
      await commands.execute(new ReleaseReturnedOrdersCommand(returnId, metadata));
    },
    VoucherReleased: async (event, streamId) => {
      const orderId = orderStream.idOf(streamId);
      if (!orderId) return;
      const { code, releaseKey, amount, reason } = event.data as { code: string; releaseKey: string; amount: number; reason: RestoreReason };
      const metadata = { actor: VOUCHER_DESK, correlationId: event.metadata.correlationId, causationId: `event:${event.id}` };
      await commands.execute(new RestoreVoucherCommand({ code, orderId, restoreKey: releaseKey, amount, reason }, metadata));
    },
  };
  let savedAt = 0;
  return new CheckpointedFollower(
    CHECKPOINT,
    store,
    pool,
    logger,
    async (batch: readonly StoredEvent[]) => {
      let reacted = 0;
      for (const event of batch) {
        const react = byType[event.type];
        if (!react) continue;
        await react(event, event.streamId);
        reacted++;
      }
      const last = batch.at(-1)!;
      if (reacted > 0 || Date.now() - savedAt >= QUIET_SAVE_MS) {
        await saveCheckpoint(pool, CHECKPOINT, last.position, last.createdAt);
        savedAt = Date.now();
      }
      return last.position;
    },
    200,
  );
}
