import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { documentLines, numberDocument } from '../invoices/numbering.js';
import { invoiceDue } from '../order/order-amounts.js';

/**
 * Issues a paid order its invoice, dated `issuedAt` (when it was paid), in the series of the shop's
 * invoice prefix and that date's financial year (numberDocument: consecutive, no gap, once). The lines
 * carry the HSN code of each product's category, and the seller is named, as the settings are now.
 */
export class IssueInvoiceCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly issuedAt: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  execute({ orderId, issuedAt, metadata }: IssueInvoiceCommand): Promise<void> {
    return numberDocument({ store: this.store, pool: this.pool }, 'invoice', { orderId, issuedAt, metadata }, (order, settings, categoryOf) =>
      invoiceDue(order) ? { key: orderId, lines: documentLines(order, settings.hsnCodes, categoryOf), amount: order.totalAmount } : null,
    );
  }
}
