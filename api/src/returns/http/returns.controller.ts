import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { requestReturnBody, returnStatusBody } from '@petshop/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { ApiAnswer, ApiContractBody, listOf, ref } from '../../platform/http/contract-docs.js';
import { UUID, ZodPipe } from '../../platform/http/validation.js';
import { ChangeReturnStatusCommand } from '../commands/change-return-status.js';
import { RequestReturnCommand } from '../commands/request-return.js';
import { ORDER_READ_MODELS } from '../../ordering/index.js';
import { vouchersProjection } from '../../vouchers/index.js';
import { returnsProjection } from '../read-models/returns/returns.projection.js';
import { customerReturns } from '../read-models/returns/returns.query.js';
import { evolveReturn, initialReturn, returnStream } from '../return.js';
import { RETURN_NOT_FOUND } from '../return.decider.js';
import { isReturnEvent } from '../return-event-guard.js';
import { withActorViews } from '../../identity/index.js';
import { toReturnView, type ReturnView } from '../return-view.js';

/** A write answers once these show it: the shopper's returns, the orders it moved to `return`, the voucher it issued. */
const RETURN_READ_MODELS = [returnsProjection.name, ...ORDER_READ_MODELS, vouchersProjection.name];

const STATUS_MESSAGES: Record<string, string> = {
  approved: 'Return approved.',
  rejected: 'Return rejected.',
  received: 'Returned products received.',
  refunded: 'Return refunded.',
};

@ApiTags('returns')
@Controller('returns')
export class ReturnsController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
    private readonly commands: CommandBus,
  ) {}

  @Post()
  @HttpCode(201)
  @Auth('customer')
  @ApiOperation({ summary: 'Ask to send products of delivered orders back; each order moves to return' })
  @ApiContractBody('RequestReturnBody')
  @ApiAnswer({ data: ref('Return') }, { status: 201, message: true })
  async request(@CurrentAccount() account: Account, @Body(new ZodPipe(requestReturnBody)) body: z.output<typeof requestReturnBody>) {
    const { returnId, position, refusal } = await this.commands.execute(new RequestReturnCommand(account, body));
    await this.readYourWrites.waitFor(RETURN_READ_MODELS, position);
    if (refusal) throw refusal;
    return { status: true, message: 'Your return request has been received and is under review.', data: (await this.view(returnId)).data };
  }

  @Get()
  @Auth('customer')
  @ApiOperation({ summary: "The caller's returns, newest first" })
  @ApiAnswer({ data: listOf('Return') })
  async mine(@CurrentAccount() account: Account) {
    return { status: true, data: await customerReturns(this.pool, account._id) };
  }

  @Get(':id')
  @Auth()
  @ApiOperation({ summary: 'One return (its customer or staff)' })
  @ApiAnswer({ data: ref('Return') })
  async one(@CurrentAccount() account: Account, @Param('id') id: string) {
    const view = await this.view(id);
    if (account.role === 'customer' && view.customerId !== account._id) throw new Rejection('not_found', RETURN_NOT_FOUND);
    return { status: true, data: view.data };
  }

  @Patch(':id/status')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Move a return: requested → approved or rejected, approved → received, received → refunded (reimburses the shopper)' })
  @ApiContractBody('ReturnStatusBody')
  @ApiAnswer({ data: ref('Return') }, { message: true })
  async changeStatus(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body(new ZodPipe(returnStatusBody)) body: z.output<typeof returnStatusBody>,
  ) {
    const { position } = await this.commands.execute(new ChangeReturnStatusCommand(account, id, body));
    await this.readYourWrites.waitFor(RETURN_READ_MODELS, position);
    return { status: true, message: STATUS_MESSAGES[body.status], data: (await this.view(id)).data };
  }

  /** The return folded from its stream: always current, whatever the read model's lag. */
  private async view(id: string): Promise<{ data: ReturnView; customerId: string }> {
    if (!UUID.test(id)) throw new Rejection('not_found', RETURN_NOT_FOUND);
    const events = (await this.store.readStream(returnStream(id))).filter(isReturnEvent);
    const state = events.reduce(evolveReturn, initialReturn());
    if (state.status === 'none') throw new Rejection('not_found', RETURN_NOT_FOUND);
    const { history, ...view } = toReturnView(state, events);
    return { data: { ...view, history: await withActorViews(this.pool, history) }, customerId: state.customer._id };
  }
}
