import { Body, Controller, Get, Header, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { orderStatusBody, SHIPMENT_DELIVERED, SHIPMENT_RECORDED, shipmentBody, staffOrdersQuery } from '@petshop/contract';
import type pg from 'pg';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { ApiAnswer, ApiContractBody, ApiContractQuery, listOf, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { ChangeOrderStatusCommand } from '../commands/change-order-status.js';
import { DeliverParcelCommand } from '../commands/deliver-parcel.js';
import { ShipParcelCommand } from '../commands/ship-parcel.js';
import { ORDER_READ_MODELS, OrderReader } from '../read-models/order-reader.js';
import { staffOrders } from '../read-models/orders/orders.query.js';
import { returnableOrders } from '../read-models/orders/returnable-orders.query.js';

/** The orders as a collection (the shopper's, the returnable ones, the staff's), and staff moving one along its statuses. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly orders: OrderReader,
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('user-orders')
  @Auth('customer')
  @ApiOperation({ summary: "The caller's orders, newest first, unpaid ones included" })
  @ApiAnswer({ data: listOf('Order') })
  @Header('content-type', 'application/json; charset=utf-8')
  async mine(@CurrentAccount() account: Account): Promise<string> {
    // The shopper's busiest read, answered with the JSON Postgres builds (sent as it comes).
    return `{"status":true,"data":${await this.orders.userOrdersJson(account._id)}}`;
  }

  @Get('returnable')
  @Auth('customer')
  @ApiOperation({ summary: "The caller's delivered orders still inside the 30-day return term" })
  @ApiAnswer({ data: listOf('ReturnableOrder') })
  async returnable(@CurrentAccount() account: Account) {
    return { status: true, data: await returnableOrders(this.pool, account._id, new Date()) };
  }

  @Get()
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Every order, searchable by order number, customer name or email, filterable by status' })
  @ApiContractQuery(staffOrdersQuery)
  @ApiAnswer({ data: listOf('Order'), pagination: ref('OrderPagination') })
  async all(@Query(new ZodPipe(staffOrdersQuery)) query: z.output<typeof staffOrdersQuery>) {
    return { status: true, ...(await staffOrders(this.pool, query)) };
  }

  @Patch(':id/status')
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Move an order along its state machine; an admin may force a move with a reason' })
  @ApiContractBody('OrderStatusBody')
  @ApiAnswer({ data: ref('Order') }, { message: true })
  async changeStatus(@CurrentAccount() account: Account, @Param('id') id: string, @Body(new ZodPipe(orderStatusBody)) body: z.output<typeof orderStatusBody>) {
    const { order, position } = await this.commands.execute(
      new ChangeOrderStatusCommand(account, id, { to: body.orderStatus, reason: body.reason, force: body.force }),
    );
    await this.readYourWrites.waitFor(ORDER_READ_MODELS, position);
    return { status: true, message: 'Order status updated successfully.', data: await this.orders.view(order) };
  }

  @Post(':id/shipments')
  @Auth('staff', 'admin')
  @ApiOperation({
    summary:
      'Ship a parcel of a paid order in processing: the named lines (all that is left when omitted) with a carrier from the settings and a tracking number; the last line moves the order to shipped',
  })
  @ApiContractBody('ShipmentBody')
  @ApiAnswer({ data: ref('Order') }, { message: true, status: 201 })
  async ship(@CurrentAccount() account: Account, @Param('id') id: string, @Body(new ZodPipe(shipmentBody)) body: z.output<typeof shipmentBody>) {
    const { order, position } = await this.commands.execute(new ShipParcelCommand(account, id, body));
    await this.readYourWrites.waitFor(ORDER_READ_MODELS, position);
    return { status: true, message: SHIPMENT_RECORDED, data: await this.orders.view(order) };
  }

  @Post(':id/shipments/:shipmentId/delivered')
  @HttpCode(200)
  @Auth('staff', 'admin')
  @ApiOperation({ summary: 'Mark a parcel delivered; when every parcel of a shipped order is, the order moves to delivered. Twice is a 409' })
  @ApiAnswer({ data: ref('Order') }, { message: true })
  async delivered(@CurrentAccount() account: Account, @Param('id') id: string, @Param('shipmentId') shipmentId: string) {
    const { order, position } = await this.commands.execute(new DeliverParcelCommand(account, id, shipmentId));
    await this.readYourWrites.waitFor(ORDER_READ_MODELS, position);
    return { status: true, message: SHIPMENT_DELIVERED, data: await this.orders.view(order) };
  }
}
