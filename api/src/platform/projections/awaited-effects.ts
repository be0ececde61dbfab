import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '../config.js';
import { formatPosition, parsePosition, type Position } from '../event-store/event-store.port.js';
import { REDIS } from '../redis/redis.js';
import type { FollowerName } from './projection.js';
import { ReadYourWrites } from './read-your-writes.js';

/** Longer than any effect takes while its follower runs; a note older than this has long been acted on. */
const KEPT_MS = 60_000;

/**
 * Read-your-writes for an effect another process makes after a write (a paid order empties its
 * shopper's cart in the worker's reaction): the write's answer does not wait for it, but notes, for
 * the `subject` the effect changes (`cart:<customer>`), which follower must have passed which
 * position; whoever next reads or changes that subject waits for it first (`settle`). Kept in Redis,
 * so an answer from one API instance is honoured by another.
 */
@Injectable()
export class AwaitedEffects {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Pick<Config, 'REDIS_PREFIX'>,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Notes that `subject` reads as it should once `follower` has passed `position`; nothing to note without a position. */
  async expect(subject: string, follower: FollowerName, position: Position | undefined): Promise<void> {
    if (!position) return;
    await this.redis
      .multi()
      .hset(this.key(subject), `${follower}|${formatPosition(position)}`, Date.now())
      .pexpire(this.key(subject), KEPT_MS)
      .exec();
  }

  /** Waits (at most the read-your-writes bound, however many) until every effect noted for `subject` has been made. */
  async settle(subject: string): Promise<void> {
    const noted = await this.redis.hkeys(this.key(subject));
    await Promise.all(
      noted.map((note) => {
        const [follower, position] = note.split('|') as [FollowerName, string];
        return this.readYourWrites.waitFor([follower], parsePosition(position));
      }),
    );
  }

  private key(subject: string): string {
    return `${this.config.REDIS_PREFIX}:awaited-effects:${subject}`;
  }
}
