import type { StoreSettings } from '@petshop/contract';
import type pg from 'pg';
import { readSettings } from '../../admin/read-models/settings.query.js';
import { type Loaded, loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/event-store.port.js';
import type { IssuedDocument } from '../events.js';
import type { OrderCommand } from '../order/order.commands.js';
import { type Order, orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { type DocumentFacts, type DocumentLine, type DocumentNumbered, seriesStream } from './document-series.js';
import { documentSeriesDecider, isDocumentSeriesEvent } from './document-series.decider.js';
import { type DocumentKind, financialYearOf } from './financial-year.js';
import { holdingSeries } from './series-hold.js';

export interface NumberingDeps {
  store: EventStore;
  pool: pg.Pool;
}

/** What the order is owed, from the order, the settings and its products' categories now; null when it is owed nothing (any more). */
export type Describe = (
  order: PlacedOrder,
  settings: StoreSettings,
  categoryOf: (productId: string) => string | undefined,
) => Omit<DocumentFacts, 'orderId' | 'issuedAt' | 'seller'> | null;

interface Request {
  orderId: string;
  issuedAt: string;
  metadata: EventMetadata;
  describe: Describe;
  settle: { resolve: () => void; reject: (error: unknown) => void };
}

/** The requests waiting in this process, by kind: a batch takes them all. */
const waiting = new Map<DocumentKind, Request[]>();

/**
 * Numbers a document of an order and puts it on the order: an invoice, or a credit note. Documents of
 * a kind are numbered in batches, one batch at a time across every process (holdingSeries): the
 * requests that arrived while the last batch ran go together. A batch takes the next numbers of each
 * series it touches (prefix and financial year) in one append at the revision read (consecutive,
 * never twice), then puts each document on its order. A holder that dies between the two leaves its
 * numbers last in the series; the next batch of that series, or the same documents' retries (the
 * worker's invoicing follower asks again until they are), find them there and put them on their orders first. So
 * every number of a series ends up on exactly one order: no gap and no number twice.
 */
export function numberDocument(
  deps: NumberingDeps,
  kind: DocumentKind,
  { orderId, issuedAt, metadata }: { orderId: string; issuedAt: string; metadata: EventMetadata },
  describe: Describe,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(kind);
    const request = { orderId, issuedAt, metadata, describe, settle: { resolve, reject } };
    if (queue) return void queue.push(request);
    waiting.set(kind, [request]);
    // The batch starts once it holds the series; the requests that arrive until then join it.
    let batch: Request[] | undefined;
    const take = () => {
      const taken = waiting.get(kind) ?? [];
      waiting.delete(kind);
      return taken;
    };
    const run = () => {
      batch = take();
      return numberBatch(deps, kind, batch);
    };
    holdingSeries(deps.pool, kind, run).then(
      () => {
        for (const { settle } of batch ?? []) settle.resolve();
      },
      (error: unknown) => {
        // Failed before it took its requests (no connection for the lock), it fails them all the same.
        for (const { settle } of batch ?? take()) settle.reject(error);
      },
    );
  });
}

async function numberBatch({ store, pool }: NumberingDeps, kind: DocumentKind, batch: readonly Request[]): Promise<void> {
  const orderIds = [...new Set(batch.map(({ orderId }) => orderId))];
  const [loaded, settings] = await Promise.all([
    Promise.all(orderIds.map((orderId) => loadState(store, orderStream(orderId), orderDecider))),
    readSettings(pool),
  ]);
  const orders = new Map(loaded.map((each, index) => [orderIds[index]!, each]));
  const seller = { legalName: settings.legalName, address: settings.address, gstin: settings.gstin };
  const lookup = await categoriesOf(
    pool,
    loaded.flatMap(({ state }) => (state.status === 'none' ? [] : state.lines.map((line) => line.productId))),
  );
  // Each document once (an event read twice in one batch asks twice), in each of its series.
  const bySeries = new Map<string, { financialYear: string; documents: DocumentFacts[] }>();
  for (const { orderId, issuedAt, describe } of batch) {
    const order = orders.get(orderId)!.state;
    const described = order.status === 'none' ? null : describe(order, settings, lookup);
    if (!described) continue;
    const financialYear = financialYearOf(issuedAt);
    const stream = seriesStream(kind, settings.invoicePrefix, financialYear);
    const series = bySeries.get(stream) ?? { financialYear, documents: [] };
    if (!series.documents.some((document) => document.key === described.key)) series.documents.push({ ...described, orderId, issuedAt, seller });
    bySeries.set(stream, series);
  }
  const { metadata } = batch[0]!;
  for (const [stream, { financialYear, documents }] of bySeries) {
    const last = await store.readLastEvent(stream);
    const lastNumbered = last && isDocumentSeriesEvent(last) ? last.data : null;
    const finished = lastNumbered ? await finishLastBatch(store, stream, lastNumbered, metadata) : new Set<string>();
    const { events } = await runCommand(
      store,
      stream,
      documentSeriesDecider,
      {
        type: 'NumberDocuments',
        kind,
        prefix: settings.invoicePrefix,
        financialYear,
        documents: documents.filter(({ key }) => !finished.has(key)),
        at: new Date().toISOString(),
      },
      metadata,
      { state: { serial: lastNumbered?.serial ?? 0, last: lastNumbered }, revision: last?.revision, position: last?.position },
    );
    await putOnOrders(
      store,
      events.map(({ data }) => data),
      metadata,
      (orderId) => orders.get(orderId),
    );
  }
}

/**
 * Puts a batch's documents on their orders, the last one once all the others are there: whoever
 * finds the series' last document on its order knows its whole batch is. The orders as read: another
 * writer since (a parcel, a refund) costs that append a retry.
 */
async function putOnOrders(
  store: EventStore,
  numbered: DocumentNumbered['data'][],
  metadata: EventMetadata,
  loadedOf: (orderId: string) => Loaded<Order> | undefined = () => undefined,
): Promise<void> {
  const last = numbered.at(-1);
  if (!last) return;
  await Promise.all(numbered.slice(0, -1).map((document) => putOnOrder(store, document, metadata, loadedOf(document.orderId))));
  await putOnOrder(store, last, metadata, loadedOf(last.orderId));
}

/**
 * Finishes the batch a dead holder left: when the series' last document is not on its order, every
 * number of its batch (they share its `at`) goes on its order, in the rare read of the whole series.
 * Answers the documents it found so (they are numbered already), none when the last batch was whole.
 */
async function finishLastBatch(store: EventStore, stream: string, last: DocumentNumbered['data'], metadata: EventMetadata): Promise<Set<string>> {
  const { state: order } = await loadState(store, orderStream(last.orderId), orderDecider);
  if (order.status !== 'none' && onOrder(order, last)) return new Set();
  const batch = (await store.readStream(stream)).filter(isDocumentSeriesEvent).filter(({ data }) => data.at === last.at);
  await putOnOrders(
    store,
    batch.map(({ data }) => data),
    metadata,
  );
  return new Set(batch.map(({ data }) => data.key));
}

const onOrder = (order: PlacedOrder, { kind, number }: DocumentNumbered['data']): boolean =>
  kind === 'invoice' ? order.invoice?.number === number : order.creditNotes.some((note) => note.number === number);

/** The numbered document on its order, unless it is there already. */
async function putOnOrder(store: EventStore, numbered: DocumentNumbered['data'], metadata: EventMetadata, loaded?: Loaded<Order>): Promise<void> {
  const { kind, key, number, serial, financialYear, issuedAt, seller, lines, amount, note } = numbered;
  const document: IssuedDocument = { number, serial, financialYear, issuedAt, seller, lines, amount };
  const command: OrderCommand =
    kind === 'invoice'
      ? { type: 'RecordInvoice', invoice: document, at: numbered.at }
      : { type: 'RecordCreditNote', creditNote: { ...document, key, against: note?.against ?? null, reason: note?.reason ?? '' }, at: numbered.at };
  await runCommand(store, orderStream(numbered.orderId), orderDecider, command, metadata, loaded);
}

/** The batch's products' categories, in one statement. */
async function categoriesOf(pool: Pick<pg.Pool, 'query'>, productIds: string[]): Promise<(productId: string) => string | undefined> {
  const { rows } = await pool.query<{ id: string; category: string }>('SELECT id::text, category FROM products WHERE id::text = ANY($1::text[])', [
    [...new Set(productIds)],
  ]);
  const categories = new Map(rows.map((row) => [row.id, row.category]));
  return (productId) => categories.get(productId);
}

/** The order's lines (or some of them, in the quantities given) with the HSN code of each product's category, as the settings give them. */
export function documentLines(
  order: PlacedOrder,
  hsnCodes: Record<string, string>,
  categoryOf: (productId: string) => string | undefined,
  only: readonly { productId: string; quantity: number }[] | null = null,
): DocumentLine[] {
  const quantities = only && new Map(only.map((line) => [line.productId, line.quantity]));
  return order.lines.flatMap(({ productId, name, quantity, unitPrice }) => {
    const shown = quantities ? (quantities.get(productId) ?? 0) : quantity;
    return shown > 0 ? [{ productId, name, hsn: hsnCodes[categoryOf(productId) ?? ''] ?? '', quantity: shown, unitPrice }] : [];
  });
}
