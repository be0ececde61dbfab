// `npm run order:timeline -- <order id or order number>`: an order's events and its state after
// each, for support settling a dispute.
import { loadConfigOrExit } from './platform/config.js';
import { sessionSettings } from './platform/database/idle-transactions.js';
import { createPool } from './platform/database/pool.js';
import { createEventStore } from './platform/event-store/create-event-store.js';
import { evolveOrder, initialOrder, orderStream, type Order } from './ordering/order/order.js';
import { UPCASTERS } from './contexts.js';
import { isOrderEvent } from './ordering/order/order-event-guard.js';

const wanted = process.argv[2];
if (!wanted) {
  process.stderr.write('Usage: npm run order:timeline -- <order id or order number>\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, { max: 2, applicationName: 'petshop-order-timeline', session: sessionSettings(config) });
const store = await createEventStore(config, pool, UPCASTERS);
try {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM orders WHERE id = $1 OR order_number = $1', [wanted]);
  const orderId = rows[0]?.id ?? wanted;
  const events = await store.readStream(orderStream(orderId));
  if (events.length === 0) {
    process.stderr.write(`No order ${wanted}\n`);
    process.exitCode = 1;
  }
  let state: Order = initialOrder();
  for (const event of events) {
    // Listed whatever its type, so support sees all the stream holds; only the order's own events move the state.
    if (isOrderEvent(event)) state = evolveOrder(state, event);
    const { actor } = event.metadata;
    const who = actor.role === 'system' || actor.role === 'provider' ? `${actor.role}:${actor.name}` : `${actor.role}:${actor._id}`;
    const summary = state.status === 'none' ? '' : `→ ${state.status}/${state.paymentStatus}, total ₹${state.totalAmount.toFixed(2)}`;
    process.stdout.write(`#${event.revision} ${event.createdAt.toISOString()} ${event.type.padEnd(18)} by ${who.padEnd(32)} ${summary}\n`);
    process.stdout.write(`    ${JSON.stringify(event.data)}\n`);
  }
} finally {
  await store.close();
  await pool.end();
}
