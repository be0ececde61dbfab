import type { Pool } from '@petshop/api/platform';

interface Pending {
  script: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Sends the scripts the read models hand in during one turn of the event loop (they follow `$all`
 * together, so they finish a batch together) as one script: one round trip and one commit instead
 * of one per read model. When that fails, each script is sent again on its own, so every read
 * model gets exactly the outcome it would have had alone: one failing read model (or one a rebuild
 * moved) never holds the others back.
 */
export class SharedCommits {
  private pending: Pending[] = [];

  constructor(private readonly pool: Pool) {}

  run(script: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ script, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 1) {
      try {
        await this.pool.query(batch.map(({ script }) => script).join(';\n'));
        batch.forEach(({ resolve }) => resolve());
        return;
      } catch {
        // Which one failed is not said: each runs alone below and meets its own outcome.
      }
    }
    await Promise.all(batch.map(({ script, resolve, reject }) => this.pool.query(script).then(() => resolve(), reject)));
  }
}
