import { randomUUID } from 'node:crypto';
import { AddressesRepository } from '../../addresses/index.js';
import { ProductsQuery } from '../../catalog/index.js';
import type { Account } from '../../platform/auth/account.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { commandBus } from '../../platform/testing/command-spec.js';
import { HOME_ADDRESS } from '../../platform/testing/fixtures.js';
import { RedeemVoucherCommand, RedeemVoucherHandler } from '../../vouchers/commands/redeem-voucher.js';
import { RestoreVoucherCommand, RestoreVoucherHandler } from '../../vouchers/commands/restore-voucher.js';
import { loadConfig } from '../../platform/config.js';
import { UnpaidOrders } from '../checkout/unpaid-orders.js';
import { PlaceOrderHandler } from '../commands/place-order.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import type { PaymentCommandWorld } from './payment-command-world.js';

/**
 * PlaceOrder's handler as the module wires it, on a payment command world (the sandbox's provider
 * unless another is given), with the shop's default settings unless `env` says otherwise.
 */
export const placeOrderHandler = (world: PaymentCommandWorld, payments: PaymentGateway = world.sandbox.provider, env: Record<string, string> = {}) => {
  const { redis, prefix } = world.redis();
  const config = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: prefix, ...env });
  return new PlaceOrderHandler(
    world.store,
    world.pool,
    payments,
    new ProductsQuery(world.pool, new PgNotifications(world.database.url)),
    new AddressesRepository(world.pool),
    commandBus([RedeemVoucherCommand, new RedeemVoucherHandler(world.store)], [RestoreVoucherCommand, new RestoreVoucherHandler(world.store)]),
    new ProcessInstance(world.database.url, 'test'),
    new UnpaidOrders(redis, world.store, config),
    config,
  );
};

/** Given: a signed-up shopper with a saved address (HOME_ADDRESS). */
export async function shopperWithAddress(world: PaymentCommandWorld): Promise<{ account: Account; addressId: string }> {
  const account: Account = { _id: randomUUID(), email: `asha-${randomUUID()}@example.in`, firstName: 'Asha', lastName: 'Rao', role: 'customer' };
  await world.pool.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Asha', 'Rao', $2, 'x', 'customer')`, [
    account._id,
    account.email,
  ]);
  const addresses = new AddressesRepository(world.pool);
  await addresses.add(account._id, HOME_ADDRESS, true);
  const [address] = await addresses.list(account._id);
  return { account, addressId: address!._id };
}
