/**
 * Answers kept in memory until the data behind them changes. The owner drops entries when the
 * database announces a change (NOTIFY); the time limit is only a safety net for an announcement
 * lost while the listener reconnects. A load that started before a change never fills the cache
 * after it, so a stale answer cannot outlive the announcement that condemned it.
 */
export class ChangeAwareCache<Value> {
  private readonly entries = new Map<string, { value: Value; at: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The kept value, when there is a fresh one. */
  peek(key: string): Value | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  /** The kept value, or the loaded one (kept unless something changed while it loaded); null is never kept. */
  async through(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value === null || generation !== this.generation) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
