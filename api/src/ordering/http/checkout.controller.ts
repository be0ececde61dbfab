import { Body, Controller, Delete, Headers, HttpCode, Inject, Ip, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { cancelOrderQuery, createOrderBody, verifyPaymentBody } from '@petshop/contract';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { parsePosition, type Position } from '../../platform/event-store/event-store.port.js';
import { REACTIONS_CHECKPOINT } from '../../platform/projections/checkpoints.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { cartSettledBy } from '../../cart/index.js';
import { ApiAnswer, ApiContractBody, ApiContractQuery, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { fromJobFailure } from '../../platform/queues/job-failures.js';
import { jobId, Jobs } from '../../platform/queues/jobs.js';
import type { CancelUnpaidOrderOutcome } from '../commands/cancel-unpaid-order.js';
import { PlaceOrderCommand } from '../commands/place-order.js';
import { VERIFICATION_FAILED, verifyJobId } from '../commands/verify-payment.js';
import { isPaid } from '../order/order-amounts.js';
import { ORDER_READ_MODELS, OrderReader } from '../read-models/order-reader.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment/payment-gateway.js';

const VERIFY_TIMEOUT_MS = 10_000;
/** A cancellation first asks the provider whether the order was paid after all; past this the shopper hears it is under way. */
const CANCEL_TIMEOUT_MS = 5_000;
/**
 * How long an answer that tells the shopper their order is paid waits for the order's read models:
 * as long as for the verify job itself, not the read models' short bound, since the shopper's next
 * look at their orders must find it paid. The cart's emptying is not waited for here (see `paid`).
 */
const PAID_ORDER_WAIT_MS = VERIFY_TIMEOUT_MS;

/** The shopper's side of an order: checkout, payment, dismissal. */
@ApiTags('orders')
@Controller('orders')
export class CheckoutController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly jobs: Jobs,
    private readonly orders: OrderReader,
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('create')
  @HttpCode(201)
  @Auth('customer')
  @ApiOperation({
    summary: 'Place an order priced from the catalogue, reserve its stock, spend an optional store voucher and open a payment order for the rest',
  })
  @ApiContractBody('CreateOrderBody')
  @ApiAnswer({ data: ref('Checkout') }, { status: 201, message: true })
  @ApiResponse({ status: 422, description: 'The total or a price differs from the catalogue, or a product is ordered beyond UNITS_PER_PRODUCT_PER_ORDER' })
  @ApiResponse({
    status: 429,
    description:
      'The customer, or the client address, already holds UNPAID_ORDERS_PER_CUSTOMER (or _PER_ADDRESS) orders awaiting payment; Retry-After is the time until the oldest of them times out',
  })
  async create(
    @CurrentAccount() account: Account,
    @Body(new ZodPipe(createOrderBody)) body: z.output<typeof createOrderBody>,
    @Ip() clientAddress: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    // The key (checked by the idempotency interceptor) names the order, so a retry after a crash finds it.
    // The address is request.ip, as TRUST_PROXY decides it (the write limits count by it too).
    const { position, ...data } = await this.commands.execute(new PlaceOrderCommand(account, body, idempotencyKey, clientAddress));
    // The shopper's orders list the new order as soon as they look; for one a voucher paid, the cart's next read waits for its emptying.
    if (data.paid) await this.paid(account, position);
    else await this.readYourWrites.waitFor(ORDER_READ_MODELS, position);
    return { status: true, message: 'Order created', data };
  }

  @Post('verify-payment')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "Confirm the widget's payment; runs in the worker, answered when it is done" })
  @ApiContractBody('VerifyPaymentBody')
  @ApiAnswer({}, { message: true })
  async verify(@CurrentAccount() account: Account, @Body(new ZodPipe(verifyPaymentBody)) body: z.output<typeof verifyPaymentBody>) {
    // Who may ask, and whether the widget's answer is the provider's, are settled here, before any
    // job: a refusal is never stored, so a stranger's or a forged call cannot decide what the
    // owner's genuine call hears.
    const { state: order, position } = await this.orders.ownedLoaded(body.orderId, account);
    if (order.razorpayOrderId !== body.razorpayOrderId || !this.payments.checkoutSignatureValid(body.razorpayOrderId, body.paymentId, body.signature)) {
      throw new Rejection('invalid', VERIFICATION_FAILED);
    }
    // Already recorded (the webhook is often first): the answer is in the order, no verify job needed.
    if (order.paymentId === body.paymentId) {
      await this.paid(account, position);
      return { status: true, message: 'Payment successful! Order placed.' };
    }
    const input = { ...body, actor: actorOf(account), causationId: `verify:${body.paymentId}` };
    let result: { position?: string };
    try {
      // The job's result is kept a day for a repeat of the same request: the id names the caller
      // and the signature too, so it is only ever replayed to the one who asked it.
      result = await this.jobs.run('verify-payment', verifyJobId(body, account._id), input, VERIFY_TIMEOUT_MS);
    } catch (error) {
      const failure = fromJobFailure(error);
      if (failure instanceof Rejection) throw failure.kind === 'not_found' ? failure : new Rejection('invalid', VERIFICATION_FAILED);
      throw new Rejection('unavailable', 'Your payment is still being confirmed; your orders will show it shortly');
    }
    // The job's answer crossed Redis, where a position travels as text.
    await this.paid(account, result.position ? parsePosition(result.position) : undefined);
    return { status: true, message: 'Payment successful! Order placed.' };
  }

  @Delete(':id/cancel')
  @Auth('customer')
  @ApiOperation({ summary: 'Give up an unpaid order (dismissed widget, failed SDK); runs in the worker, answered when it is done (or under way)' })
  @ApiContractQuery(cancelOrderQuery)
  @ApiAnswer({}, { message: true })
  async cancel(@CurrentAccount() account: Account, @Param('id') id: string, @Query(new ZodPipe(cancelOrderQuery)) query: z.output<typeof cancelOrderQuery>) {
    const { state: order, position } = await this.orders.ownedLoaded(id, account);
    if (isPaid(order)) return this.alreadyPaid(account, position);
    if (order.status === 'cancelled') return { status: true, message: 'Order cancelled' };
    const input = { orderId: id, reason: query.reason, actor: actorOf(account), causationId: `cancel:${id}` };
    // Waited for, so the shopper's orders show the cancellation when they look; a slow provider
    // leaves it to finish in the worker, as the contract allows.
    const outcome = await this.jobs.run<CancelUnpaidOrderOutcome>('cancel-unpaid-order', jobId('cancel', id), input, CANCEL_TIMEOUT_MS).catch(() => null);
    if (outcome) {
      const { position } = await this.orders.ownedLoaded(id, account);
      if (outcome.outcome === 'paid') return this.alreadyPaid(account, position);
      await this.readYourWrites.waitFor(ORDER_READ_MODELS, position);
    }
    return { status: true, message: 'Order cancelled' };
  }

  /** The page takes this refusal as the checkout's success, so it waits as a verified payment does. */
  private async alreadyPaid(account: Account, position: Position | undefined): Promise<never> {
    await this.paid(account, position);
    throw new Rejection('conflict', 'Order is already paid');
  }

  /**
   * A paid order's answer: the shopper's orders show it paid when they look, and their cart shows it
   * emptied, which the worker's reaction does: the answer does not wait for that, but the cart's next
   * read or change does (ReadYourWrites.expect), so the shopper never sees the paid lines still there.
   */
  private async paid(account: Account, position: Position | undefined): Promise<void> {
    await Promise.all([
      this.readYourWrites.waitFor(ORDER_READ_MODELS, position, PAID_ORDER_WAIT_MS),
      this.readYourWrites.expect(cartSettledBy(account._id), REACTIONS_CHECKPOINT, position),
    ]);
  }
}
