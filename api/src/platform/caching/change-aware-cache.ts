/**
 * Answers kept in memory until the data behind them changes. The owner drops entries when the
 * database announces a change (NOTIFY); the time limit is only a safety net for an announcement
 * lost while the listener reconnects. A load that started before a change never fills the cache
 * after it, so a stale answer cannot outlive the announcement that condemned it. Readers missing
 * the same entry since the last change share one load: when changes come many times a second (stock
 * moving with every order) and nothing stays kept for long, the loads follow the changes, not the reads.
 */
export class ChangeAwareCache<Value> {
  private readonly entries = new Map<string, { value: Value; at: number }>();
  private readonly loading = new Map<string, { generation: number; value: Promise<Value | null> }>();
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

  /**
   * The kept value, or the loaded one (kept unless something changed while it loaded; null is never
   * kept). A load under way that started after the last change is joined rather than repeated.
   */
  through(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.value;
    const generation = this.generation;
    const value = load()
      .then((loaded) => {
        if (loaded !== null && generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value: loaded, at: Date.now() });
        }
        return loaded;
      })
      .finally(() => {
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
      });
    this.loading.set(key, { generation, value });
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
