import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '../config.js';
import { EVENT_STORE, type EventStore, formatPosition, parsePosition, type Position, type StoredEvent } from '../event-store/event-store.port.js';
import { Rejection } from '../event-sourcing/rejection.js';
import { REDIS } from '../redis/redis.js';
import type { FollowerName } from './projection.js';
import { ProjectionWaiter } from './projection-waiter.js';

/** Longer than any effect takes while its follower runs; a note older than this has long been acted on. */
const NOTES_KEPT_MS = 60_000;
/**
 * A live runner announces its checkpoint many times a second while there is work; a quiet spell this
 * long means either nothing happened or it is not running.
 */
const QUIET_MS = 500;
/** Past this many unapplied events a query answers "try again" rather than fold all of them. */
const MAX_UNAPPLIED = 5_000;

/**
 * How the shop's answers show a shopper their own writes, the one place that decides it
 * (docs/architecture.md, "Read-your-writes"). Three cases, each bounded:
 *
 * - `waitFor`: a write's answer waits until the read models it is about to read (or the caller reads
 *   next) have passed the position its command returned; at most READ_YOUR_WRITES_TIMEOUT_MS, then
 *   it answers as they stand.
 * - `expect` and `settle`: an effect another process makes after a write (a paid order empties its
 *   shopper's cart in the worker's reaction) is noted in Redis under the subject it changes, and
 *   whoever next reads or changes that subject, on any API instance, waits for it first, within the
 *   same bound.
 * - `unapplied`: a query that must be current even while a read model's runner is behind or down
 *   (the shopper's orders) folds the events that read model has not applied over what it answers.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: Pick<EventStore, 'readAll'>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Pick<Config, 'READ_YOUR_WRITES_TIMEOUT_MS' | 'REDIS_PREFIX'>,
  ) {}

  /**
   * Without a position (the command found an empty stream and changed nothing) there is nothing to
   * wait for. `timeoutMs` is for an answer that waits on another process's work first (a paid
   * order's, which waits as long as the verify job may take), longer than a read model's bound.
   */
  async waitFor(followers: readonly FollowerName[], position: Position | undefined, timeoutMs = this.config.READ_YOUR_WRITES_TIMEOUT_MS): Promise<void> {
    if (position) await this.waiter.waitFor(followers, position, timeoutMs);
  }

  /** Notes that `subject` (`cart:<customer>`) reads as it should once `follower` has passed `position`; nothing to note without a position. */
  async expect(subject: string, follower: FollowerName, position: Position | undefined): Promise<void> {
    if (!position) return;
    await this.redis
      .multi()
      .hset(this.notesOf(subject), `${follower}|${formatPosition(position)}`, Date.now())
      .pexpire(this.notesOf(subject), NOTES_KEPT_MS)
      .exec();
  }

  /** Waits (at most the read-your-writes bound, however many) until every effect noted for `subject` has been made. */
  async settle(subject: string): Promise<void> {
    const noted = await this.redis.hkeys(this.notesOf(subject));
    await Promise.all(
      noted.map((note) => {
        const [follower, position] = note.split('|') as [FollowerName, string];
        return this.waitFor([follower], parsePosition(position));
      }),
    );
  }

  /**
   * The events `readModel` has not applied yet, as far as this process last heard: none when it is
   * caught up. Null when they are too many to fold but its runner is live (a burst: it catches up on
   * its own, and the read model's answer stands); refused with `stalledMessage` when it has gone quiet.
   */
  async unapplied(readModel: FollowerName, stalledMessage: string): Promise<StoredEvent[] | null> {
    const events = await this.store.readAll({ after: this.waiter.positionOf(readModel), limit: MAX_UNAPPLIED });
    if (events.length < MAX_UNAPPLIED) return events;
    if (this.waiter.heardWithin(readModel, QUIET_MS)) return null;
    throw new Rejection('unavailable', stalledMessage);
  }

  private notesOf(subject: string): string {
    return `${this.config.REDIS_PREFIX}:awaited-effects:${subject}`;
  }
}
