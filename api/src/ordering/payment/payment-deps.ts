import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

/** What the payment commands need, injected once for all of them (the API and the worker alike). */
@Injectable()
export class PaymentDeps {
  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(DATABASE_POOL) readonly pool: pg.Pool,
    @Inject(PAYMENT_GATEWAY) readonly payments: PaymentGateway,
  ) {}
}
