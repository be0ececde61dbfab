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

  /** Until when the kept value of `key` stays fresh (a time as Date.now() gives it), or 0 when none is kept. */
  freshUntil(key: string): number {
    const hit = this.entries.get(key);
    return hit ? hit.at + this.ttlMs : 0;
  }

  /** How many changes (forget, clear) were told so far: whoever saw the same count has seen no change since. */
  get changes(): number {
    return this.generation;
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
    return this.track(key, load());
  }

  /**
   * The values of these keys, in their order, as `through` gives them, but with the keys neither
   * kept nor being loaded since the last change loaded together: `load` is given them once each and
   * answers the values it found (a key it leaves out is absent: null, and not kept).
   */
  throughEach(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, Value>>): Promise<(Value | null)[]> {
    const answers = new Map<string, Value | Promise<Value | null>>();
    const missing = new Set<string>();
    for (const key of keys) {
      const hit = this.peek(key);
      const pending = this.loading.get(key);
      if (hit !== undefined) answers.set(key, hit);
      else if (pending?.generation === this.generation) answers.set(key, pending.value);
      else missing.add(key);
    }
    if (missing.size) {
      const loaded = load([...missing]);
      for (const key of missing)
        answers.set(
          key,
          this.track(
            key,
            loaded.then((found) => found.get(key) ?? null),
          ),
        );
    }
    return Promise.all(keys.map((key) => answers.get(key)!));
  }

  /** Keeps what `loaded` gives for `key`, unless something changed meanwhile; readers since the last change join it. */
  private track(key: string, loaded: Promise<Value | null>): Promise<Value | null> {
    const generation = this.generation;
    const value = loaded
      .then((found) => {
        if (found !== null && generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value: found, at: Date.now() });
        }
        return found;
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
