import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerErasure } from '@petshop/contract';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { contexts } from '../../contexts.js';
import { resolveActors, UsersRepository } from '../../identity/index.js';
import { lockAccountForErasure } from '../../identity/personal-data.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { REDIS } from '../../platform/redis/redis.js';
import { eraseCustomerRecords } from '../erasure.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const NOT_A_CUSTOMER = 'Staff and admin accounts cannot be erased: disable them instead';
export const ALREADY_ERASED = 'This customer has already been erased';

/** POST /api/admin/customers/:id/erase: an admin erases a customer's personal data, for the reason given. */
export class EraseCustomerCommand extends Command<CustomerErasure> {
  constructor(
    readonly customerId: string,
    readonly reason: string,
    readonly by: Account,
  ) {
    super();
  }
}

@CommandHandler(EraseCustomerCommand)
export class EraseCustomerHandler implements ICommandHandler<EraseCustomerCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: UsersRepository,
  ) {}

  async execute({ customerId, reason, by }: EraseCustomerCommand): Promise<CustomerErasure> {
    if (!UUID.test(customerId)) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
    const actor = actorOf(by);
    const { email, erasedAt } = await withTransaction(this.pool, async (client) => {
      const account = await lockAccountForErasure(client, customerId);
      if (!account) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
      if (account.role !== 'customer') throw new Rejection('unprocessable', NOT_A_CUSTOMER);
      if (account.erasedAt) throw new Rejection('conflict', ALREADY_ERASED);
      await eraseCustomerRecords(client, contexts, { customerId, email: account.email, firstName: account.firstName, lastName: account.lastName });
      await recordAudit(client, { actor, resource: 'customers', recordId: customerId, action: 'erased', changes: { reason: { from: null, to: reason } } });
      const erased = await lockAccountForErasure(client, customerId);
      return { email: account.email, erasedAt: erased!.erasedAt! };
    });
    // Refused here at once; the trigger's announcement reaches the other processes.
    this.users.forget(customerId);
    for (const context of contexts) await context.eraseFromRedis?.(this.redis, this.config, { customerId, email });
    const [erasedBy] = await resolveActors(this.pool, [actor]);
    return { customerId, erasedAt: erasedAt.toISOString(), erasedBy: erasedBy!, reason };
  }
}
