import type pg from 'pg';

/** What a shopper's answer says of a product's stock: its `"stock":…,"stockStatus":…` members, serialised. */
export type StockMembers = string;

const STOCK_OF = `SELECT id::text, stock, stock_status FROM products WHERE id = ANY($1::uuid[])`;

/** Said of a product the catalogue no longer has (its removal drops every answer that shows it). */
const GONE: StockMembers = stockMembers(0, 'out-of-stock');

function stockMembers(stock: number, stockStatus: string): StockMembers {
  return `"stock":${JSON.stringify(stock)},"stockStatus":${JSON.stringify(stockStatus)}`;
}

/**
 * The stock the catalogue's answers show, kept apart from them: an order moves the stock of the few
 * products it takes, and only those are read again, once, however many answers show them. The rule
 * is the one of ChangeAwareCache: a read that started before a move never keeps what it read, and a
 * reader after a move never joins a read that started before it.
 */
export class StockLevels {
  private readonly kept = new Map<string, { members: StockMembers; at: number }>();
  private readonly loading = new Map<string, { generation: number; members: Promise<Map<string, StockMembers>> }>();
  private generation = 0;

  /** `ttlMs` is a safety net only, for an announcement lost on its way. */
  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
  ) {}

  /** The products' stock when every one of them is kept, in their order. */
  peek(ids: readonly string[]): StockMembers[] | undefined {
    const members: StockMembers[] = [];
    for (const id of ids) {
      const kept = this.fresh(id);
      if (kept === undefined) return undefined;
      members.push(kept);
    }
    return members;
  }

  /** The products' stock, reading in one query those not kept (and joining reads under way since the last move). */
  async read(ids: readonly string[]): Promise<StockMembers[]> {
    const kept = this.peek(ids);
    if (kept) return kept;
    const generation = this.generation;
    const waits = new Set<Promise<Map<string, StockMembers>>>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      if (this.fresh(id) !== undefined) continue;
      const pending = this.loading.get(id);
      if (pending?.generation === generation) waits.add(pending.members);
      else missing.push(id);
    }
    if (missing.length) waits.add(this.load(missing, generation));
    const read = new Map<string, StockMembers>();
    for (const members of await Promise.all(waits)) for (const [id, member] of members) read.set(id, member);
    return ids.map((id) => read.get(id) ?? this.fresh(id) ?? GONE);
  }

  /**
   * The stock of these products moved (an order, here or in another process). Reads under way of
   * any product are not kept: rarely wasted, and simpler than a count per product.
   */
  moved(ids: readonly string[]): void {
    this.generation++;
    for (const id of ids) this.kept.delete(id);
  }

  /** Stock moved, no one said of which products (an announcement that named too many, or one that may have been missed). */
  movedAnywhere(): void {
    this.generation++;
    this.kept.clear();
  }

  private fresh(id: string): StockMembers | undefined {
    const kept = this.kept.get(id);
    return kept && Date.now() - kept.at < this.ttlMs ? kept.members : undefined;
  }

  private load(ids: string[], generation: number): Promise<Map<string, StockMembers>> {
    const members = this.pool
      .query<{ id: string; stock: number; stock_status: string }>({ name: 'stock-of-products', text: STOCK_OF, values: [ids] })
      .then(({ rows }) => {
        const read = new Map(rows.map((row) => [row.id, stockMembers(row.stock, row.stock_status)]));
        const at = Date.now();
        if (generation === this.generation) for (const [id, members] of read) this.kept.set(id, { members, at });
        return read;
      })
      .finally(() => {
        for (const id of ids) if (this.loading.get(id)?.members === members) this.loading.delete(id);
      });
    for (const id of ids) this.loading.set(id, { generation, members });
    return members;
  }
}
