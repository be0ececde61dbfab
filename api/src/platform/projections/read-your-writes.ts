import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../config.js';
import type { Position } from '../event-store/event-store.port.js';
import type { FollowerName } from './projection.js';
import { ProjectionWaiter } from './projection-waiter.js';

/**
 * How a write answers consistently: after a command, the controller waits for what it is about to
 * read (or what the caller reads next) to have passed the position the command returned, at most
 * READ_YOUR_WRITES_TIMEOUT_MS; past that it answers anyway, as the read models stand.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly waiter: ProjectionWaiter,
    @Inject(CONFIG) private readonly config: Pick<Config, 'READ_YOUR_WRITES_TIMEOUT_MS'>,
  ) {}

  /**
   * Without a position (the command found an empty stream and changed nothing) there is nothing to
   * wait for. `timeoutMs` is for an answer that waits on another process's work first (a paid
   * order's, which waits as long as the verify job may take), longer than a read model's bound.
   */
  async waitFor(followers: readonly FollowerName[], position: Position | undefined, timeoutMs = this.config.READ_YOUR_WRITES_TIMEOUT_MS): Promise<void> {
    if (position) await this.waiter.waitFor(followers, position, timeoutMs);
  }
}
