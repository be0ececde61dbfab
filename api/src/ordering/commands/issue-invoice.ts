import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { readSettings } from '../../admin/read-models/settings.query.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { jobId } from '../../platform/queues/jobs.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { IssuedDocument } from '../events.js';
import type { DocumentLine, DocumentNumbered } from '../invoices/document-series.js';
import { seriesStream } from '../invoices/document-series.js';
import { documentSeriesDecider, isDocumentSeriesEvent } from '../invoices/document-series.decider.js';
import { financialYearOf } from '../invoices/financial-year.js';
import { holdingSeries } from '../invoices/series-hold.js';
import { invoiceDue, orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

/**
 * Issues a paid order its invoice, dated `issuedAt` (when it was paid), in the series of the shop's
 * invoice prefix and that date's financial year. One document is numbered at a time (holdingSeries),
 * in two appends: the number on the series stream (at the revision read: consecutive, never twice),
 * then the invoice on the order's stream. A holder that dies between the two leaves its number last
 * in the series; whoever numbers next in that series, or the same order's retry (the worker reacts
 * to the payment again until it has), finds it there and puts it on its order first. So every
 * number of a series ends up on exactly one order: no gap and no number twice.
 */
/**
 * One invoice job per event that pays the order (its capture, or its restoring after a late payment):
 * a repeat of the reaction to the same event finds the first job, and a later event its own.
 */
export const invoiceJobId = (orderId: string, revision: bigint) => jobId('invoice', orderId, String(revision));

/** What the reaction queues: the order, when it was paid, and the metadata its events carry. */
export interface IssueInvoiceInput {
  orderId: string;
  issuedAt: string;
  metadata: EventMetadata;
}

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
    return holdingSeries(this.pool, 'invoice', async () => {
      const { state: order } = await loadState(this.store, orderStream(orderId), orderDecider);
      if (order.status === 'none' || !invoiceDue(order)) return;
      const settings = await readSettings(this.pool);
      const financialYear = financialYearOf(issuedAt);
      const stream = seriesStream('invoice', settings.invoicePrefix, financialYear);
      const last = await this.store.readLastEvent(stream);
      const lastNumbered = last && isDocumentSeriesEvent(last) ? last.data : null;
      if (lastNumbered && lastNumbered.key !== orderId) await this.putOnOrder(lastNumbered, metadata);
      const facts = {
        orderId,
        key: orderId,
        issuedAt,
        seller: { legalName: settings.legalName, address: settings.address, gstin: settings.gstin },
        lines: await this.documentLines(order, settings.hsnCodes),
        amount: order.totalAmount,
      };
      const { state: series } = await runCommand(
        this.store,
        stream,
        documentSeriesDecider,
        { type: 'NumberDocument', kind: 'invoice', prefix: settings.invoicePrefix, financialYear, facts, at: new Date().toISOString() },
        metadata,
        { state: { serial: lastNumbered?.serial ?? 0, last: lastNumbered }, revision: last?.revision, position: last?.position },
      );
      await this.putOnOrder(series.last!, metadata);
    });
  }

  /** The numbered invoice on its order, unless it is there already. */
  private async putOnOrder(numbered: DocumentNumbered['data'], metadata: EventMetadata): Promise<void> {
    const { number, serial, financialYear, issuedAt, seller, lines, amount } = numbered;
    const invoice: IssuedDocument = { number, serial, financialYear, issuedAt, seller, lines, amount };
    await runCommand(this.store, orderStream(numbered.orderId), orderDecider, { type: 'RecordInvoice', invoice, at: numbered.at }, metadata);
  }

  /** The order's lines with the HSN code of each product's category, as the settings give them now. */
  private async documentLines(order: PlacedOrder, hsnCodes: Record<string, string>): Promise<DocumentLine[]> {
    const { rows } = await this.pool.query<{ id: string; category: string }>('SELECT id::text, category FROM products WHERE id::text = ANY($1::text[])', [
      order.lines.map((line) => line.productId),
    ]);
    const categories = new Map(rows.map((row) => [row.id, row.category]));
    return order.lines.map(({ productId, name, quantity, unitPrice }) => ({
      productId,
      name,
      hsn: hsnCodes[categories.get(productId) ?? ''] ?? '',
      quantity,
      unitPrice,
    }));
  }
}
