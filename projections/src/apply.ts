import type { PoolClient, StoredEvent } from '@petshop/api/platform';
import type { Projection } from '@petshop/api/projections';

/** Runs the projection's statements for each event, inside the caller's transaction. */
export async function applyEvents(
  client: PoolClient,
  projection: Projection,
  events: readonly StoredEvent[],
  table: (name: string) => string = (name) => name,
): Promise<void> {
  for (const event of events) {
    for (const statement of projection.project(event, table)) {
      await client.query(statement.text, [...statement.values]);
    }
  }
}
