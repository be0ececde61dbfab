import type pg from 'pg';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { PaymentsProvider } from '../../payments/payments-provider.js';

/** What the payment commands need; the API and the worker each build it from their own connections. */
export interface PaymentDeps {
  store: EventStore;
  pool: pg.Pool;
  payments: PaymentsProvider;
}
