import type { CommandsContext } from '@petshop/api/commands';
import { documentsFor } from '@petshop/api/ordering';
import { type CheckpointedFollower, effectFollower, saveCheckpoint, type EventStore, type Logger, type Pool, type StoredEvent } from '@petshop/api/platform';
import type { YieldToBusyCpu } from './cpu-pressure.js';

export const INVOICING_CHECKPOINT = 'invoicing:events';
/**
 * How long the follower waits, once caught up, before looking again: the invoices of the checkouts
 * paid meanwhile are then numbered together, in one batch, a fraction of a second after their payment.
 */
const FOLLOW_POLL_MS = 200;

/**
 * The shop's invoices and credit notes (order-documents.ts): the worker's own follower of `$all`, apart
 * from its reactions, so that numbering never holds back a paid shopper's cart, and a document that
 * cannot be issued holds back only documents. The documents a batch of events calls for are asked for
 * together (documentsFor), so they are numbered in one batch of their series. The checkpoint is saved
 * after they are issued: a crash asks for them again, and an order that has its document is owed
 * nothing more.
 */
export function invoicing(
  store: EventStore,
  pool: Pool,
  commands: CommandsContext['commands'],
  logger: Logger,
  background?: YieldToBusyCpu,
): Pick<CheckpointedFollower, 'start' | 'stop'> {
  const save = (last: StoredEvent) => saveCheckpoint(pool, INVOICING_CHECKPOINT, last.position, last.createdAt);
  return effectFollower({ name: INVOICING_CHECKPOINT, store, pool, logger, save, maxBatch: 500, pollIntervalMs: FOLLOW_POLL_MS }, async (batch) => {
    const rounds = documentsFor(batch);
    if (rounds.every((round) => round.length === 0)) return null;
    // Documents wait, like mail, while checkouts take the CPU: a later batch then numbers more of them at once.
    await background?.turn();
    for (const round of rounds) await Promise.all(round.map((command) => commands.execute(command)));
    return () => save(batch.at(-1)!);
  });
}
