import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { cartSettledBy } from '../cart.js';
import type { CartCommand } from '../cart.decider.js';
import { runCartCommand } from '../cart-sessions.js';
import { viewCart, type CartView } from '../read-models/cart-view.js';

/**
 * One change to the caller's own cart; answers the cart as it stands after the change. A paid order's
 * emptying of the cart (the worker's reaction) is waited for first, so that a line added just after
 * paying is not taken by it.
 */
export class ChangeCartCommand extends Command<CartView> {
  constructor(
    readonly account: Account,
    readonly command: CartCommand,
  ) {
    super();
  }
}

@CommandHandler(ChangeCartCommand)
export class ChangeCartHandler implements ICommandHandler<ChangeCartCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ account, command }: ChangeCartCommand): Promise<CartView> {
    await this.readYourWrites.settle(cartSettledBy(account._id));
    const { state } = await runCartCommand(this.store, account._id, command, commandMetadata(actorOf(account)));
    return viewCart(this.pool, state);
  }
}
