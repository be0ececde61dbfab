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

function literal(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  if (typeof text !== 'string') throw new TypeError('A read model statement cannot inline a binary value');
  return pg.escapeLiteral(text);
}

/**
 * The statements as one script, their parameters inlined as literals. Postgres runs a script sent in
 * one simple query as one implicit transaction: all of it commits, or none of it does. One round
 * trip instead of one per statement is most of what keeping a read model costs.
 */
export function asOneScript(statements: readonly ReadModelStatement[]): string {
  return statements.map(({ text, values }) => text.replace(/\$(\d+)/g, (_, index: string) => literal(values[Number(index) - 1]))).join(';\n');
}
