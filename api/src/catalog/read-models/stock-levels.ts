import type pg from 'pg';
import { ChangeAwareCache } from '../../platform/caching/change-aware-cache.js';

/** What a shopper's answer says of a product's stock: its `"stock":…,"stockStatus":…` members, serialised. */
export type StockMembers = string;

const STOCK_OF = `SELECT id::text, stock, stock_status FROM products WHERE id = ANY($1::uuid[])`;

/** Said of a product the catalogue no longer has (its removal drops every answer that shows it). */
const GONE: StockMembers = stockMembers(0, 'out-of-stock');

function stockMembers(stock: number, stockStatus: string): StockMembers {
  return `"stock":${JSON.stringify(stock)},"stockStatus":${JSON.stringify(stockStatus)}`;
}

/** More products than a shop lists: a cache this full starts again empty (ChangeAwareCache). */
const KEPT_PRODUCTS = 100_000;

/**
 * The stock the catalogue's answers show, kept apart from them: an order moves the stock of the few
 * products it takes, and only those are read again, once and in one query, however many answers
 * show them. A read that started before a move never keeps what it read, and a reader after a move
 * never joins a read that started before it (ChangeAwareCache).
 */
export class StockLevels {
  private readonly kept: ChangeAwareCache<StockMembers>;

  /** `ttlMs` is a safety net only, for an announcement lost on its way. */
  constructor(
    private readonly pool: pg.Pool,
    ttlMs: number,
  ) {
    this.kept = new ChangeAwareCache(ttlMs, KEPT_PRODUCTS);
  }

  /** The products' stock when every one of them is kept, in their order. */
  peek(ids: readonly string[]): StockMembers[] | undefined {
    const members: StockMembers[] = [];
    for (const id of ids) {
      const kept = this.kept.peek(id);
      if (kept === undefined) return undefined;
      members.push(kept);
    }
    return members;
  }

  /** Until when the stock of every one of these products stays fresh, as kept now (0 when one is not kept). */
  freshUntil(ids: readonly string[]): number {
    let until = Number.POSITIVE_INFINITY;
    for (const id of ids) until = Math.min(until, this.kept.freshUntil(id));
    return until;
  }

  /** Counts the moves told so far: an answer made at the same count shows the stock as it is kept now. */
  get moves(): number {
    return this.kept.changes;
  }

  /** The products' stock, reading in one query those not kept (and joining reads under way since the last move). */
  async read(ids: readonly string[]): Promise<StockMembers[]> {
    const members = await this.kept.throughEach(ids, (missing) => this.load(missing));
    return members.map((member) => member ?? GONE);
  }

  /** The stock of these products moved (an order, here or in another process). */
  moved(ids: readonly string[]): void {
    for (const id of ids) this.kept.forget(id);
  }

  /** Stock moved, no one said of which products (an announcement that named too many, or one that may have been missed). */
  movedAnywhere(): void {
    this.kept.clear();
  }

  private async load(ids: string[]): Promise<Map<string, StockMembers>> {
    const { rows } = await this.pool.query<{ id: string; stock: number; stock_status: string }>({
      name: 'stock-of-products',
      text: STOCK_OF,
      values: [ids],
    });
    return new Map(rows.map((row) => [row.id, stockMembers(row.stock, row.stock_status)]));
  }
}
