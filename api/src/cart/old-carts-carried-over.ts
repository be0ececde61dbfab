import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../platform/database/pool.js';
import type { EventMetadata } from '../platform/event-store/event-store.port.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { runCartCommand } from './cart-sessions.js';

const BATCH = 50;
const CARRY_OVER: EventMetadata = {
  actor: { _id: null, role: 'system', name: 'cart-carry-over' },
  correlationId: 'cart-carry-over',
  causationId: 'migration:0040_cart-carry-overs',
};

/**
 * Carries the carts from before sessions over to sessions of their own, on the API's start: the
 * shoppers listed by migration 0040, each through the cart's own `CarryOver`, which closes a session
 * only when it is past the bound. Each instance claims its batch by deleting it (one short statement,
 * no transaction held open over the appends, which would hold back every reader of `$all`), so
 * several instances share the list; a claim lost to a crash leaves that cart to carry over at its
 * first change, as every cart of the EventStoreDB adapter does. Running it again does nothing.
 */
@Injectable()
export class OldCartsCarriedOver implements OnApplicationBootstrap {
  private readonly logger = new Logger('OldCartsCarriedOver');

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let carried = 0;
    for (;;) {
      const { rows } = await this.pool.query<{ customer_id: string }>(
        `DELETE FROM cart_carry_overs WHERE customer_id IN (SELECT customer_id FROM cart_carry_overs LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING customer_id`,
        [BATCH],
      );
      if (rows.length === 0) break;
      for (const { customer_id: customerId } of rows) {
        const { events } = await runCartCommand(this.store, customerId, { type: 'CarryOver' }, CARRY_OVER);
        if (events.length) carried++;
      }
    }
    if (carried) this.logger.log(`${carried} carts from before sessions carried over to sessions of their own`);
  }
}
