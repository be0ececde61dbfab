import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { releaseStock } from '../stock/stock-reservations.js';

/**
 * Gives a cancelled order's units back to the catalogue: the worker's reaction to OrderCancelled.
 * The reservation row makes it happen once however often it runs, so a reaction repeated after a
 * crash gives nothing back twice. True when this call released them.
 */
export class ReleaseOrderStockCommand extends Command<boolean> {
  constructor(
    readonly orderId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(ReleaseOrderStockCommand)
export class ReleaseOrderStockHandler implements ICommandHandler<ReleaseOrderStockCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  execute({ orderId, reason }: ReleaseOrderStockCommand): Promise<boolean> {
    return releaseStock(this.pool, orderId, reason);
  }
}
