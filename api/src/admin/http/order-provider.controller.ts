import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ProviderView } from '@petshop/contract';
import type pg from 'pg';
import { ORDER_NOT_FOUND, orderPayment } from '../../ordering/index.js';
import { disagreementsOf, PAYMENTS_PROVIDER, type PaymentsProvider, type ProviderLedger } from '../../payments/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { ref } from '../../platform/http/contract-docs.js';

export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached; try again in a moment';
const NOTHING_AT_PROVIDER: ProviderLedger = { order: null, payments: [], refunds: [] };

/** Support's view of a payment dispute: the provider's own record of an order beside the shop's, and where they differ. */
@ApiTags('admin')
@Controller('admin/orders')
@Auth('staff', 'admin')
export class OrderProviderController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(PAYMENTS_PROVIDER) private readonly payments: PaymentsProvider,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':id/provider')
  @ApiOperation({ summary: "The payment provider's order, payments and refunds (asked through its SDK now) beside the shop's record, with each disagreement" })
  @ApiResponse({ status: 200, schema: ref('ProviderView') })
  @ApiResponse({ status: 503, description: 'The payment provider did not answer' })
  async view(@Param('id') id: string): Promise<ProviderView> {
    const shop = await orderPayment(this.pool, id);
    if (!shop) throw new Rejection('not_found', ORDER_NOT_FOUND);
    const { razorpayOrderId, id: orderId, orderNumber, ...recorded } = shop;
    const ledger = razorpayOrderId ? await this.ledger(razorpayOrderId) : NOTHING_AT_PROVIDER;
    return {
      id: orderId,
      orderNumber,
      provider: this.config.PAYMENTS_PROVIDER,
      razorpayOrderId,
      providerOrder: ledger.order,
      payments: ledger.payments,
      refunds: ledger.refunds,
      shop: recorded,
      disagreements: disagreementsOf(shop, ledger),
      fetchedAt: new Date().toISOString(),
    };
  }

  private async ledger(razorpayOrderId: string): Promise<ProviderLedger> {
    try {
      return await this.payments.orderLedger(razorpayOrderId);
    } catch (error) {
      // The provider's own words stay in the log beside the 503.
      throw Object.assign(new Rejection('unavailable', PROVIDER_UNREACHABLE), { cause: error });
    }
  }
}
