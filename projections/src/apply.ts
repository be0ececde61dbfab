import type { PoolClient, StoredEvent } from '@petshop/api/platform';
import type { Projection, ReadModelStatement } from '@petshop/api/projections';

/** The projection's statements for a batch of events, in order. */
export function projectEvents(projection: Projection, events: readonly StoredEvent[], table: (name: string) => string = (name) => name): ReadModelStatement[] {
  return events.flatMap((event) => projection.project(event, table));
}

/** Runs statements inside the caller's transaction. */
export async function runStatements(client: PoolClient, statements: readonly ReadModelStatement[]): Promise<void> {
  for (const statement of statements) await client.query(statement.text, [...statement.values]);
}

/** Runs the projection's statements for each event, inside the caller's transaction. */
export async function applyEvents(client: PoolClient, projection: Projection, events: readonly StoredEvent[], table?: (name: string) => string): Promise<void> {
  await runStatements(client, projectEvents(projection, events, table));
}
