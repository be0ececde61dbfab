import { Controller, Get, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { replayQuery, type OrderEventRecord, type ReplayedOrder } from '@petshop/contract';
import type { z } from 'zod';
import type pg from 'pg';
import { resolveActors, withActorViews } from '../../identity/index.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ApiAnswer, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { evolveOrder, initialOrder, orderStream } from '../order/order.js';
import { isOrderEvent } from '../order/order-event-guard.js';
import { shippingAddressOf } from '../checkout/shipping-addresses.js';
import { renderDocumentPdf } from '../invoices/document-pdf.js';
import { CREDIT_NOTE_NOT_FOUND, creditNoteView, documentFileName, INVOICE_NOT_FOUND, invoiceView } from '../invoices/invoice-document.js';
import { historyEntries } from '../read-models/order-view.js';
import { OrderReader } from '../read-models/order-reader.js';
import { ORDER_NOT_FOUND } from '../order/order.decider.js';

/** One order as it stands, as it was, and how it got there: for its shopper, staff and support. */
@ApiTags('orders')
@Controller('orders')
export class OrderRecordsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly orders: OrderReader,
  ) {}

  @Get(':id')
  @Auth()
  @ApiOperation({ summary: 'One order (its customer or staff)' })
  @ApiAnswer({ data: ref('Order') })
  async get(@CurrentAccount() account: Account, @Param('id') id: string) {
    return { status: true, data: await this.orders.view(await this.orders.owned(id, account)) };
  }

  @Get(':id/invoice')
  @Auth()
  @ApiOperation({ summary: "The order's invoice as a PDF (its customer or staff); 404 while it has none" })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 200, description: 'The invoice, as an attachment', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async invoice(@CurrentAccount() account: Account, @Param('id') id: string): Promise<StreamableFile> {
    const order = await this.orders.owned(id, account);
    if (!order.invoice) throw new Rejection('not_found', INVOICE_NOT_FOUND);
    const pdf = await renderDocumentPdf(invoiceView(order, order.invoice, await shippingAddressOf(this.pool, order.orderId)));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${documentFileName('invoice', order.invoice.number)}"` });
  }

  @Get(':id/credit-notes/:number')
  @Auth()
  @ApiOperation({ summary: "One of the order's credit notes as a PDF, by its number (URL-encoded: PS%2FCN%2F2026-27%2F000001); 404 for an unknown number" })
  @ApiProduces('application/pdf')
  @ApiResponse({
    status: 200,
    description: 'The credit note, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async creditNote(@CurrentAccount() account: Account, @Param('id') id: string, @Param('number') number: string): Promise<StreamableFile> {
    const order = await this.orders.owned(id, account);
    const note = order.creditNotes.find((each) => each.number === number);
    if (!note) throw new Rejection('not_found', CREDIT_NOTE_NOT_FOUND);
    const pdf = await renderDocumentPdf(creditNoteView(order, note, await shippingAddressOf(this.pool, order.orderId)));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${documentFileName('credit-note', note.number)}"` });
  }

  @Get(':id/history')
  @Auth()
  @ApiOperation({ summary: "Every change of the order's status and payment status: who, when, why" })
  @ApiAnswer({ data: listOf('OrderHistoryEntry') })
  async history(@CurrentAccount() account: Account, @Param('id') id: string) {
    await this.orders.owned(id, account);
    const events = await this.store.readStream(orderStream(id));
    return { status: true, data: await withActorViews(this.pool, historyEntries(events.filter(isOrderEvent))) };
  }

  @Get(':id/events')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: "The order's raw event stream" })
  @ApiAnswer({ data: listOf('OrderEventRecord') })
  async events(@CurrentAccount() account: Account, @Param('id') id: string): Promise<{ status: true; data: OrderEventRecord[] }> {
    await this.orders.owned(id, account);
    const events = await this.store.readStream(orderStream(id));
    const actors = await resolveActors(
      this.pool,
      events.map((event) => event.metadata.actor),
    );
    return {
      status: true,
      data: events.map((event, i) => ({
        eventId: event.id,
        type: event.type,
        revision: Number(event.revision),
        data: event.data,
        metadata: { actor: actors[i]!, correlationId: event.metadata.correlationId, causationId: event.metadata.causationId },
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  @Get(':id/replay')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'The order folded from its events up to a revision or a time, to settle what it looked like then' })
  @ApiContractQuery(replayQuery)
  @ApiAnswer({ data: ref('ReplayedOrder') })
  async replay(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Query(new ZodPipe(replayQuery)) query: z.output<typeof replayQuery>,
  ): Promise<{ status: true; data: ReplayedOrder }> {
    await this.orders.owned(id, account);
    const events = await this.store.readStream(
      orderStream(id),
      query.revision !== undefined ? { toRevision: BigInt(query.revision) } : { toTime: new Date(query.at!) },
    );
    const last = events.at(-1);
    if (!last || (query.revision !== undefined && last.revision !== BigInt(query.revision))) {
      throw new Rejection('not_found', query.revision !== undefined ? 'The order has no such revision' : 'The order did not exist at that time');
    }
    const state = events.filter(isOrderEvent).reduce(evolveOrder, initialOrder());
    if (state.status === 'none') throw new Rejection('not_found', ORDER_NOT_FOUND);
    return { status: true, data: { revision: Number(last.revision), at: last.createdAt.toISOString(), state: await this.orders.view(state) } };
  }
}
