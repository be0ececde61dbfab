import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { RefundReason } from '../events.js';
import { documentLines, numberDocument } from '../invoices/numbering.js';

/** What a credit note says the money went back for. */
const REASONS: Partial<Record<RefundReason, string>> = { order_cancelled: 'Order cancelled', return: 'Products returned' };

export interface IssueCreditNoteInput {
  orderId: string;
  refundKey: string;
  issuedAt: string;
  metadata: EventMetadata;
}

/**
 * Issues a credit note for a refund the provider processed of a sale (a paid order cancelled, a
 * return refunded in full or in part), dated when it was processed, in the credit notes' own series
 * (numberDocument). It names the refunded lines (all of them for a cancelled order), the amount that
 * went back and the invoice it corrects. A payment refunded because it came after the order was given
 * up was never a sale, and gets none.
 */
export class IssueCreditNoteCommand extends Command<void> {
  constructor(readonly input: IssueCreditNoteInput) {
    super();
  }
}

@CommandHandler(IssueCreditNoteCommand)
export class IssueCreditNoteHandler implements ICommandHandler<IssueCreditNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  execute({ input: { orderId, refundKey, issuedAt, metadata } }: IssueCreditNoteCommand): Promise<void> {
    return numberDocument({ store: this.store, pool: this.pool }, 'credit_note', { orderId, issuedAt, metadata }, (order, settings, categoryOf) => {
      const refund = order.refunds[refundKey];
      const reason = refund?.status === 'processed' ? REASONS[refund.reason] : undefined;
      if (!refund || !reason || order.creditNotes.some((note) => note.key === refundKey)) return null;
      return {
        key: refundKey,
        lines: documentLines(order, settings.hsnCodes, categoryOf, refund.lines),
        amount: refund.amount,
        note: { against: order.invoice?.number ?? null, reason },
      };
    });
  }
}
