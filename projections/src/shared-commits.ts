import pg from 'pg';
import type { Pool } from '@petshop/api/platform';
import type { ReadModelStatement } from '@petshop/api/projections';
import { literal } from './apply.js';

interface Pending {
  statements: readonly ReadModelStatement[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Commits the read models' batches on a connection of its own. The batches handed in while the
 * previous commit was on its way (the read models follow `$all` together, so they finish a batch
 * together) go as one script: one round trip and one commit instead of one per read model. When
 * that fails, each batch is sent again on its own, so every read model meets exactly the outcome
 * it would have had alone: one failing read model (or one a rebuild moved) never holds the others
 * back.
 *
 * Each distinct statement is prepared once on the connection (PREPARE) and run with its parameters
 * as literals (EXECUTE), so Postgres parses and plans a read model's statements once, not at every
 * batch. A batch's statements and its checkpoint still commit together: a script sent in one simple
 * query is one implicit transaction.
 */
export class SharedCommits {
  private pending: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private connection: { client: pg.Client; prepared: Map<string, string> } | undefined;
  private names = 0;

  constructor(private readonly pool: Pool) {}

  run(statements: readonly ReadModelStatement[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ statements, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.connection?.client.end().catch(() => undefined);
    this.connection = undefined;
  }

  private async flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve)); // let the other read models hand theirs in
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      if (
        batch.length === 1 ||
        !(await this.send(batch.flatMap(({ statements }) => statements)).then(
          () => true,
          () => false,
        ))
      ) {
        for (const { statements, resolve, reject } of batch) await this.send(statements).then(resolve, reject);
      } else {
        for (const { resolve } of batch) resolve();
      }
    }
    this.flushing = undefined;
  }

  private async send(statements: readonly ReadModelStatement[]): Promise<void> {
    const { client, prepared } = await this.connect();
    const preparing = new Map<string, string>();
    const script = statements.map(({ text, values }) => {
      const known = prepared.get(text) ?? preparing.get(text);
      const name = known ?? `read_model_${++this.names}`;
      const prepare = known === undefined ? `PREPARE ${name} AS ${text};\n` : '';
      preparing.set(text, name);
      return `${prepare}EXECUTE ${name}${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`;
    });
    try {
      await client.query(script.join(';\n'));
    } catch (error) {
      // A rollback does not undo PREPARE: what the script prepared before it failed stays prepared.
      const { rows } = await client
        .query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE name = ANY($1)', [[...preparing.values()]])
        .catch(() => ({ rows: [] }));
      const kept = new Set(rows.map((row) => row.name));
      for (const [text, name] of preparing) if (kept.has(name)) prepared.set(text, name);
      throw error;
    }
    for (const [text, name] of preparing) prepared.set(text, name);
  }

  private async connect(): Promise<{ client: pg.Client; prepared: Map<string, string> }> {
    if (this.connection) return this.connection;
    const client = new pg.Client(this.pool.options);
    const connection = { client, prepared: new Map<string, string>() };
    // A lost connection is replaced at the next commit; its prepared statements went with it.
    client.on('error', () => {
      if (this.connection === connection) this.connection = undefined;
      void client.end().catch(() => undefined);
    });
    await client.connect();
    this.connection = connection;
    return connection;
  }
}
