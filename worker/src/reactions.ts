import type { Queue } from 'bullmq';
import type { CommandsContext } from '@petshop/api/commands';
import type { Reaction } from '@petshop/api/contexts';
import {
  type Actor,
  type CheckpointedFollower,
  effectFollower,
  REACTIONS_CHECKPOINT,
  saveAnnouncedCheckpoint,
  type EventStore,
  type Logger,
  type Pool,
  type StoredEvent,
} from '@petshop/api/platform';

/** How many streams' reactions run at once; a shopper's next cart read after paying waits for the batch holding the payment. */
const STREAMS_AT_ONCE = 8;

/**
 * Reacts to a batch stream by stream, several streams at once, each stream's events in order. The
 * effects of different streams are independent: each is idempotent by its key, and a command that
 * meets another on the same stream (two orders emptying one cart) retries on the conflict. Answers
 * how many events had a reaction.
 */
async function reactByStream(batch: readonly StoredEvent[], react: (event: StoredEvent) => Promise<boolean>): Promise<number> {
  const byStream = new Map<string, StoredEvent[]>();
  for (const event of batch) {
    const events = byStream.get(event.streamId);
    if (events) events.push(event);
    else byStream.set(event.streamId, [event]);
  }
  const waiting = [...byStream.values()];
  let reacted = 0;
  const lane = async () => {
    for (let events = waiting.shift(); events; events = waiting.shift()) {
      for (const event of events) if (await react(event)) reacted++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(STREAMS_AT_ONCE, waiting.length) }, lane));
  return reacted;
}

/**
 * What follows an event once it is recorded, whoever recorded it (a staff move, a shopper's
 * dismissal, reconciliation, a return): each context's reactions (its descriptor's `reactions`,
 * such as ordering's paid order emptying the cart, or a rejected return giving its orders back).
 * This is the one way the shop runs side effects after an event: the command that records the
 * event never does them inline, so a crash between the append and the effect cannot lose it. The
 * follower reads `$all` from its own checkpoint, saved after the effects: a crash repeats an
 * effect, and each is idempotent by its key. Each save is announced, so a request waiting for an
 * effect (ReadYourWrites on REACTIONS_CHECKPOINT) hears of it at once. Batches without reactions
 * (nearly all) are saved at most once a second (QuietCheckpoint).
 */
export function reactions(
  store: EventStore,
  pool: Pool,
  queue: Queue,
  commands: CommandsContext['commands'],
  logger: Logger,
  /** The contexts' reactions, loaded once: `loadReactions(contexts)`. */
  every: readonly Reaction[],
): Pick<CheckpointedFollower, 'start' | 'stop'> {
  const because = (event: StoredEvent, actor: Actor) => ({ actor, correlationId: event.metadata.correlationId, causationId: `event:${event.id}` });
  const deps = { commands, queue, because };
  const react = async (stored: StoredEvent): Promise<boolean> => {
    for (const reaction of every) if (await reaction(stored, deps)) return true;
    return false;
  };
  // A cart read noted by a paid answer (ReadYourWrites.expect) waits for this checkpoint to pass the payment.
  const save = (last: StoredEvent) => saveAnnouncedCheckpoint(pool, REACTIONS_CHECKPOINT, last.position, last.createdAt);
  return effectFollower({ name: REACTIONS_CHECKPOINT, store, pool, logger, save, maxBatch: 200 }, async (batch) =>
    (await reactByStream(batch, react)) > 0 ? () => save(batch.at(-1)!) : null,
  );
}
