import pg from 'pg';
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

// node-postgres's own conversion of a parameter to the text it would send, so a value reads the same
// to Postgres inlined as bound: an untyped literal, typed by its context like an untyped parameter.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/** A statement parameter as an SQL literal. */
export function literal(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  if (typeof text !== 'string') throw new TypeError('A read model statement cannot inline a binary value');
  return pg.escapeLiteral(text);
}
