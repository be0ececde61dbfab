import { Controller, HttpCode, Inject, Logger, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { writtenByTurn } from '../../platform/database/turn-batch.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { raiseAlert } from '../../platform/alerts/alerts.js';
import { HandleProviderEventCommand, orderIdOf, type ProviderEvent } from '../commands/handle-provider-event.js';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from '../payments-provider.js';

/** Postgres text cannot hold U+0000. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '\ufffd');

/** A delivery as provider_events keeps it: the payload as sent, and why it could not be applied, if it could not. */
interface Delivery {
  eventId: string;
  event: string;
  payload: string;
  error: string | null;
}

const RECORD_DELIVERIES = `
  INSERT INTO provider_events (event_id, event, payload, processed_at, error)
  SELECT d."eventId", d.event, d.payload::jsonb, now(), d.error FROM json_to_recordset($1::json) AS d("eventId" text, event text, payload text, error text)
  ORDER BY d."eventId" -- two instances recording the same deliveries take their keys in one order
  ON CONFLICT (event_id) DO UPDATE
    SET deliveries = provider_events.deliveries + 1, processed_at = coalesce(provider_events.processed_at, now()), error = EXCLUDED.error`;

/**
 * Razorpay's webhooks. The signature is checked over the raw body as sent; each provider event id
 * takes effect once, however many deliveries arrive. Razorpay's payload is taken as it comes.
 */
@Controller('payments/razorpay')
export class WebhookController {
  private readonly logger = new Logger('webhooks');
  /** Deliveries applied in one turn are recorded in one statement. */
  private readonly record = writtenByTurn<Delivery, void>({
    key: ({ eventId }) => eventId,
    write: async (deliveries) => {
      await this.pool.query({ name: 'provider-events-applied', text: RECORD_DELIVERIES, values: [JSON.stringify(deliveries)] });
      return deliveries.map(() => undefined);
    },
  });

  constructor(
    @Inject(PAYMENTS_PROVIDER) private readonly payments: PaymentsProvider,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<FastifyRequest>) {
    const signature = request.headers['x-razorpay-signature'];
    const raw = request.rawBody?.toString('utf8') ?? '';
    if (typeof signature !== 'string' || !this.payments.webhookSignatureValid(raw, signature)) throw new Rejection('invalid', 'Invalid webhook signature');
    const event = request.body as ProviderEvent;
    const header = request.headers['x-razorpay-event-id'];
    const eventId =
      typeof header === 'string' && header
        ? header
        : `${event?.event}:${event?.payload?.payment?.entity?.id ?? event?.payload?.refund?.entity?.id ?? 'unknown'}`;
    // Every delivery is applied: the decider makes a repeat change nothing (a capture, a failure or a
    // refund already recorded), so repeats and two deliveries racing here do no harm, and the first
    // delivery, nearly every one, costs no look-up beforehand. It is recorded after, in one write.
    let error: string | null = null;
    try {
      const outcome = await this.commands.execute(new HandleProviderEventCommand(event, eventId));
      if (outcome === 'ignored') this.logger.log(`Provider event ${eventId} (${event.event}) concerns no order of ours; acknowledged`);
    } catch (failure) {
      // A repeat of a delivery already refused is only counted: staff heard of it the first time.
      if (await this.countedAsRepeat(eventId)) return { status: true };
      // Razorpay would deliver a refused event again for a day, and it would be refused every
      // time: it is acknowledged, kept with the reason, and put in front of staff instead. The
      // payment itself is not lost: reconciliation asks the provider about every unpaid order.
      error = failure instanceof Error ? failure.message : String(failure);
      this.logger.warn(`Provider event ${eventId} (${String(event?.event)}) could not be applied: ${error}`);
      await raiseAlert(this.pool, {
        key: `webhook:${eventId}`,
        kind: 'webhook',
        orderId: orderIdOf(event),
        message: `A signed ${String(event?.event ?? 'webhook')} event could not be applied: ${error}`,
      });
    }
    // Recording can fail only when Postgres does; then the 500 makes the provider deliver it again.
    await this.record({
      eventId,
      event: withoutNul(String(event?.event ?? 'unknown')),
      // jsonb cannot hold \u0000: a payload carrying one is kept with U+FFFD in its place.
      payload: (raw || '{}').replaceAll('\\u0000', '\\ufffd'),
      error: error && withoutNul(error),
    });
    return { status: true };
  }

  private async countedAsRepeat(eventId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query({
      name: 'provider-event-redelivered',
      text: 'UPDATE provider_events SET deliveries = deliveries + 1 WHERE event_id = $1 AND processed_at IS NOT NULL',
      values: [eventId],
    });
    return Boolean(rowCount);
  }
}
