import type pg from 'pg';
import { ChangeAwareCache } from '../../platform/caching/change-aware-cache.js';
import { ReadyAnswer } from '../../platform/http/ready-answer.js';
import { StockLevels, type StockMembers } from './stock-levels.js';
import { type StocklessAnswer, withStock } from './stockless-answer.js';

interface Made {
  from: StocklessAnswer;
  stock: readonly StockMembers[];
  ready: ReadyAnswer;
  /** The stock's count of moves when `stock` was last seen to be what is kept, and until when all of it stays fresh. */
  seenAtMoves: number;
  freshUntil: number;
}

/**
 * The shopper's catalogue answers, kept as ready bytes (ReadyAnswer: serialised, with their ETag,
 * compressed per encoding once asked). An answer is kept in two parts that change apart: its text
 * without stock, dropped when the catalogue changes, and its products' stock (StockLevels), of which
 * an order drops only what it moved. The ready bytes of a key are made again only when one of the
 * two is no longer what they were made from, so a repeat read costs map lookups and comparing a
 * few short strings: no serialisation, hashing or compression.
 */
export class CatalogueAnswers {
  private readonly texts: ChangeAwareCache<StocklessAnswer>;
  private readonly stock: StockLevels;
  private readonly made = new Map<string, Made>();

  constructor(
    pool: pg.Pool,
    ttlMs: number,
    private readonly maxEntries: number,
  ) {
    this.texts = new ChangeAwareCache(ttlMs, maxEntries);
    this.stock = new StockLevels(pool, ttlMs);
  }

  /**
   * The answer, when it and the stock of every product it shows are kept and fresh. While no stock
   * has moved since its stock was last looked at, that look stands: a repeat read of a quiet
   * catalogue costs two lookups, not one per product shown.
   */
  peek(key: string): ReadyAnswer | undefined {
    const text = this.texts.peek(key);
    if (!text) return undefined;
    const made = this.made.get(key);
    if (made?.from === text && made.seenAtMoves === this.stock.moves && Date.now() < made.freshUntil) return made.ready;
    const moves = this.stock.moves;
    const stock = this.stock.peek(text.ids);
    return stock && this.ready(key, text, stock, { seenAtMoves: moves, freshUntil: this.stock.freshUntil(text.ids) });
  }

  /** The answer: kept until the catalogue changes, with its products' stock as it is now; null when `load` finds nothing. */
  async through(key: string, load: () => Promise<StocklessAnswer | null>): Promise<ReadyAnswer | null> {
    const text = await this.texts.through(key, load);
    // Read, not peeked: the stock may have moved while it was read, so the next peek looks at it again.
    return text && this.ready(key, text, await this.stock.read(text.ids), LOOK_AGAIN);
  }

  /** Something other than stock changed: a product, a review. */
  changed(): void {
    this.texts.clear();
    this.made.clear();
    this.stock.movedAnywhere();
  }

  stockMoved(ids: readonly string[]): void {
    this.stock.moved(ids);
  }

  stockMovedAnywhere(): void {
    this.stock.movedAnywhere();
  }

  private ready(key: string, from: StocklessAnswer, stock: readonly StockMembers[], seen: Seen): ReadyAnswer {
    const kept = this.made.get(key);
    if (kept && kept.from === from && sameStock(kept.stock, stock)) {
      Object.assign(kept, seen);
      return kept.ready;
    }
    const ready = ReadyAnswer.of(withStock(from, stock));
    if (this.made.size >= this.maxEntries) this.made.clear();
    this.made.set(key, { from, stock, ready, ...seen });
    return ready;
  }
}

type Seen = Pick<Made, 'seenAtMoves' | 'freshUntil'>;
const LOOK_AGAIN: Seen = { seenAtMoves: -1, freshUntil: 0 };

function sameStock(a: readonly StockMembers[], b: readonly StockMembers[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
