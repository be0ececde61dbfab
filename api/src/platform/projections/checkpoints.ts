import type pg from 'pg';
import { type EventStore, formatPosition, type Position } from '../event-store/event-store.port.js';
import { followerName, PROJECTION_CHECKPOINT_CHANNEL, type ReadModelStatement } from './projection.js';

/**
 * The worker's reactions (worker/src/reactions.ts): a request waits for them, as for a read model,
 * when the caller's next read needs their effect (a paid order's cart emptied). The stored name is
 * kept from when refunds were the only reaction: renaming it would react to all history again.
 */
export const REACTIONS_CHECKPOINT = followerName('dispatch:refunds');

export interface Checkpoint {
  readonly name: string;
  readonly position: Position | undefined;
  readonly lastEventAt: Date | null;
}

interface CheckpointRow {
  name: string;
  commit_position: string | null;
  prepare_position: string | null;
  last_event_at: Date | null;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

function toCheckpoint(row: CheckpointRow): Checkpoint {
  const position =
    row.commit_position === null || row.prepare_position === null ? undefined : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
  return { name: row.name, position, lastEventAt: row.last_event_at };
}

export async function readCheckpoints(db: Queryable): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.query<CheckpointRow>('SELECT * FROM projection_checkpoints');
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
}

/**
 * Locks the projection's checkpoint row for the rest of the transaction. The runner takes this lock
 * before touching its read model and a rebuild takes it before swapping tables, so the two never
 * interleave and never deadlock.
 */
export async function lockCheckpoint(db: Queryable, name: string): Promise<Checkpoint> {
  const locked = () =>
    db.query<CheckpointRow>({ name: 'lock-checkpoint', text: 'SELECT * FROM projection_checkpoints WHERE name = $1 FOR UPDATE', values: [name] });
  let { rows } = await locked();
  if (!rows[0]) {
    await db.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
    ({ rows } = await locked());
  }
  return toCheckpoint(rows[0]!);
}

export async function saveCheckpoint(db: Queryable, name: string, position: Position, lastEventAt: Date): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints
     SET commit_position = $2, prepare_position = $3, last_event_at = $4, updated_at = now()
     WHERE name = $1`,
    [name, position.commit.toString(), position.prepare.toString(), lastEventAt],
  );
}

/** What a checkpoint's move says on PROJECTION_CHECKPOINT_CHANNEL, for the API's waiters (ProjectionWaiter). */
const announcement = (name: string, position: Position) => JSON.stringify({ name, position: formatPosition(position) });

/**
 * Saves a checkpoint kept outside a projection's batch (the worker's reactions, after their effects)
 * and tells the API's waiters (ProjectionWaiter) of it, in one statement: the announcement is
 * delivered when the save commits, never before. A lost announcement leaves the waiter to its poll.
 */
export async function saveAnnouncedCheckpoint(db: Queryable, name: string, position: Position, lastEventAt: Date): Promise<void> {
  await db.query({
    name: 'save-announced-checkpoint',
    text: `WITH saved AS (
             UPDATE projection_checkpoints
             SET commit_position = $2, prepare_position = $3, last_event_at = $4, updated_at = now()
             WHERE name = $1
             RETURNING name
           )
           SELECT pg_notify($5, $6) FROM saved`,
    values: [name, position.commit.toString(), position.prepare.toString(), lastEventAt, PROJECTION_CHECKPOINT_CHANNEL, announcement(name, position)],
  });
}

/**
 * The statement that moves a checkpoint from `expected` to `position` and announces it to the API's
 * waiters (delivered when the transaction commits), through advance_projection_checkpoint (migration 0013).
 * Run first in a batch's transaction, it locks the checkpoint before the read model is touched; when
 * the checkpoint was not at `expected` (a rebuild moved it) it fails, and `isCheckpointMoved` tells.
 */
export function checkpointAdvance(name: string, expected: Position | undefined, position: Position, lastEventAt: Date): ReadModelStatement {
  return {
    text: 'SELECT advance_projection_checkpoint($1, $2, $3, $4, $5, $6, $7, $8)',
    values: [
      name,
      expected?.commit.toString() ?? null,
      expected?.prepare.toString() ?? null,
      position.commit.toString(),
      position.prepare.toString(),
      lastEventAt,
      PROJECTION_CHECKPOINT_CHANNEL,
      announcement(name, position),
    ],
  };
}

export function isCheckpointMoved(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'P0001' && message === 'checkpoint_moved';
}

/**
 * Starts a follower that acts on what happens from now on (mail, invoices) at the end of `$all` as
 * it is the first time it runs: a shop upgraded with years of orders must not mail every shopper
 * about each of them, nor invoice orders paid before invoices existed. An empty store's head is its
 * start, which is the same thing. Later starts find the row and leave it.
 */
export async function startCheckpointAtHead(store: Pick<EventStore, 'headPosition'>, db: Queryable, name: string): Promise<void> {
  const head = await store.headPosition();
  await db.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, last_event_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO NOTHING`,
    [name, head?.position.commit.toString() ?? null, head?.position.prepare.toString() ?? null, head?.createdAt ?? null],
  );
}
