import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerErasure } from '@petshop/contract';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { forgetEmailCounters, resolveActors, UsersRepository } from '../../identity/index.js';
import { forgetCustomerUnpaidOrders } from '../../ordering/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { REDIS } from '../../platform/redis/redis.js';
import { eraseCustomerRecords, personalDetails } from '../erasure.js';

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
      // The account row is locked for the whole erasure: a sign-in, an order or a second erasure waits, then finds it erased.
      const { rows } = await client.query<{ email: string; firstName: string; lastName: string; role: string; erased: boolean }>(
        `SELECT email, first_name AS "firstName", last_name AS "lastName", role, erased_at IS NOT NULL AS erased FROM users WHERE id = $1 FOR UPDATE`,
        [customerId],
      );
      const account = rows[0];
      if (!account) throw new Rejection('not_found', CUSTOMER_NOT_FOUND);
      if (account.role !== 'customer') throw new Rejection('unprocessable', NOT_A_CUSTOMER);
      if (account.erased) throw new Rejection('conflict', ALREADY_ERASED);
      await eraseCustomerRecords(client, customerId, await personalDetails(client, customerId, account));
      await recordAudit(client, { actor, resource: 'customers', recordId: customerId, action: 'erased', changes: { reason: { from: null, to: reason } } });
      const erased = await client.query<{ at: Date }>('SELECT erased_at AS at FROM users WHERE id = $1', [customerId]);
      return { email: account.email, erasedAt: erased.rows[0]!.at };
    });
    // Refused here at once; the trigger's announcement reaches the other processes.
    this.users.forget(customerId);
    await forgetEmailCounters(this.redis, this.config, email);
    await forgetCustomerUnpaidOrders(this.redis, this.config.REDIS_PREFIX, customerId);
    const [erasedBy] = await resolveActors(this.pool, [actor]);
    return { customerId, erasedAt: erasedAt.toISOString(), erasedBy: erasedBy!, reason };
  }
}
