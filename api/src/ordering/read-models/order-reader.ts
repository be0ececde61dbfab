import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { batchedByTurn } from '../../platform/database/turn-batch.js';
import type { Account } from '../../platform/auth/account.js';
import { loadState, type Loaded } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { FollowerName } from '../../platform/projections/projection.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { UUID } from '../../platform/http/validation.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderCustomer } from './order-customers.js';
import { toOrderView, toStaffOrderDetails, type OrderView } from './order-view.js';
import { shippingAddressOf } from '../checkout/shipping-addresses.js';
import type { StaffOrderDetails } from '@petshop/contract';
import { ORDER_NOT_FOUND, orderDecider } from '../order/order.decider.js';
import { orderHistoryProjection } from './order-history/order-history.projection.js';
import { ordersProjection } from './orders/orders.projection.js';
import { customersOrdersJson } from './orders/orders.query.js';
import { userOrders } from './orders/user-orders.js';

/** The read models an order's answers come from; a write of an order waits for them (ReadYourWrites) before it answers. */
// Named from their projections: the registry of every context's projections would import returns, which imports ordering.
export const ORDER_READ_MODELS: readonly FollowerName[] = [ordersProjection.name, orderHistoryProjection.name];

/** An order folded from its stream (always current), or null when there is none. */
export async function findOrder(store: EventStore, id: string): Promise<PlacedOrder | null> {
  if (!UUID.test(id)) return null;
  const { state } = await loadState(store, orderStream(id), orderDecider);
  return state.status === 'none' ? null : state;
}

/** The console's order page: the order folded from its stream, with its address and its customer as the account stands now. */
export async function findStaffOrderDetails(deps: { store: EventStore; pool: Pick<pg.Pool, 'query'> }, id: string): Promise<StaffOrderDetails | null> {
  const order = await findOrder(deps.store, id);
  if (!order) return null;
  const [address, customer] = await Promise.all([shippingAddressOf(deps.pool, order.orderId), orderCustomer(deps.pool, order.customer._id)]);
  return toStaffOrderDetails(order, address, customer);
}

/** One order, folded from its stream: always current, and the place where access is checked. */
@Injectable()
export class OrderReader {
  /** The orders read model's lists of the shoppers asking in one turn, in one statement. */
  private readonly projectedOrders = batchedByTurn((customerIds: readonly string[]) => customersOrdersJson(this.pool, customerIds));

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The shopper's orders (JSON), current even while the orders read model is behind its events. */
  userOrdersJson(customerId: string): Promise<string> {
    const projected = async (id: string) => (await this.projectedOrders(id)) ?? '[]';
    return userOrders({ pool: this.pool, store: this.store, readYourWrites: this.readYourWrites, projected }, customerId);
  }

  /** The contract's Order for a folded order: its shipping address is read beside it. */
  async view(order: PlacedOrder): Promise<OrderView> {
    return toOrderView(order, await shippingAddressOf(this.pool, order.orderId));
  }

  find(id: string): Promise<PlacedOrder | null> {
    return findOrder(this.store, id);
  }

  /** The order when the caller may see it: its customer, or staff. Anyone else gets the same 404 as for no order. */
  async owned(id: string, account: Account): Promise<PlacedOrder> {
    return (await this.ownedLoaded(id, account)).state;
  }

  /** As `owned`, with the revision and position the order was folded at. */
  async ownedLoaded(id: string, account: Account): Promise<Loaded<PlacedOrder>> {
    const loaded = UUID.test(id) ? await loadState(this.store, orderStream(id), orderDecider) : undefined;
    const order = loaded?.state;
    if (!order || order.status === 'none' || (account.role === 'customer' && order.customer._id !== account._id))
      throw new Rejection('not_found', ORDER_NOT_FOUND);
    return { ...loaded, state: order };
  }
}
