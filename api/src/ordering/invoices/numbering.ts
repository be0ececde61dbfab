import type { StoreSettings } from '@petshop/contract';
import type pg from 'pg';
import { readSettings } from '../../admin/read-models/settings.query.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/event-store.port.js';
import type { IssuedDocument } from '../events.js';
import type { OrderCommand } from '../order/order.commands.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { type DocumentFacts, type DocumentLine, type DocumentNumbered, seriesStream } from './document-series.js';
import { documentSeriesDecider, isDocumentSeriesEvent } from './document-series.decider.js';
import { type DocumentKind, financialYearOf } from './financial-year.js';
import { holdingSeries } from './series-hold.js';

export interface NumberingDeps {
  store: EventStore;
  pool: pg.Pool;
}

/** What a document of an order says, from the order and the settings now; null when the order is not owed it (any more). */
export type Describe = (order: PlacedOrder, settings: StoreSettings) => Promise<Omit<DocumentFacts, 'orderId' | 'issuedAt' | 'seller'> | null>;

/**
 * Numbers a document of an order and puts it on the order: an invoice, or a credit note. One document
 * of a kind is numbered at a time (holdingSeries), in two appends: the number on the series stream of
 * the shop's prefix and the document's financial year (at the revision read: consecutive, never
 * twice), then the document on the order's stream. A holder that dies between the two leaves its
 * number last in the series; whoever numbers next in that series, or the same document's retry (the
 * worker's job runs again until it has), finds it there and puts it on its order first. So every
 * number of a series ends up on exactly one order: no gap and no number twice.
 */
export function numberDocument(
  { store, pool }: NumberingDeps,
  kind: DocumentKind,
  { orderId, issuedAt, metadata }: { orderId: string; issuedAt: string; metadata: EventMetadata },
  describe: Describe,
): Promise<void> {
  return holdingSeries(pool, kind, async () => {
    const { state: order } = await loadState(store, orderStream(orderId), orderDecider);
    if (order.status === 'none') return;
    const settings = await readSettings(pool);
    const described = await describe(order, settings);
    if (!described) return;
    const financialYear = financialYearOf(issuedAt);
    const stream = seriesStream(kind, settings.invoicePrefix, financialYear);
    const last = await store.readLastEvent(stream);
    const lastNumbered = last && isDocumentSeriesEvent(last) ? last.data : null;
    if (lastNumbered && lastNumbered.key !== described.key) await putOnOrder(store, lastNumbered, metadata);
    const facts: DocumentFacts = {
      ...described,
      orderId,
      issuedAt,
      seller: { legalName: settings.legalName, address: settings.address, gstin: settings.gstin },
    };
    const { state: series } = await runCommand(
      store,
      stream,
      documentSeriesDecider,
      { type: 'NumberDocument', kind, prefix: settings.invoicePrefix, financialYear, facts, at: new Date().toISOString() },
      metadata,
      { state: { serial: lastNumbered?.serial ?? 0, last: lastNumbered }, revision: last?.revision, position: last?.position },
    );
    await putOnOrder(store, series.last!, metadata);
  });
}

/** The numbered document on its order, unless it is there already. */
async function putOnOrder(store: EventStore, numbered: DocumentNumbered['data'], metadata: EventMetadata): Promise<void> {
  const { kind, key, number, serial, financialYear, issuedAt, seller, lines, amount, note } = numbered;
  const document: IssuedDocument = { number, serial, financialYear, issuedAt, seller, lines, amount };
  const command: OrderCommand =
    kind === 'invoice'
      ? { type: 'RecordInvoice', invoice: document, at: numbered.at }
      : { type: 'RecordCreditNote', creditNote: { ...document, key, against: note?.against ?? null, reason: note?.reason ?? '' }, at: numbered.at };
  await runCommand(store, orderStream(numbered.orderId), orderDecider, command, metadata);
}

/** The order's lines (or some of them, in the quantities given) with the HSN code of each product's category, as the settings give them now. */
export async function documentLines(
  pool: Pick<pg.Pool, 'query'>,
  order: PlacedOrder,
  hsnCodes: Record<string, string>,
  only: readonly { productId: string; quantity: number }[] | null = null,
): Promise<DocumentLine[]> {
  const { rows } = await pool.query<{ id: string; category: string }>('SELECT id::text, category FROM products WHERE id::text = ANY($1::text[])', [
    order.lines.map((line) => line.productId),
  ]);
  const categories = new Map(rows.map((row) => [row.id, row.category]));
  const quantities = only && new Map(only.map((line) => [line.productId, line.quantity]));
  return order.lines.flatMap(({ productId, name, quantity, unitPrice }) => {
    const shown = quantities ? (quantities.get(productId) ?? 0) : quantity;
    return shown > 0 ? [{ productId, name, hsn: hsnCodes[categories.get(productId) ?? ''] ?? '', quantity: shown, unitPrice }] : [];
  });
}
