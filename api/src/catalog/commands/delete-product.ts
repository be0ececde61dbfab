import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';
import { changeProduct, lockedProduct, recordProductChange } from '../product-changes.js';
import type { Product } from '../product.js';

export class DeleteProductCommand extends Command<Product> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

/**
 * Takes a product out of the catalogue, with its reviews and wishlist entries, and answers it as it
 * was. Orders that bought it keep their own copy of each line (name, price, image, colour), and
 * giving back the stock of an order cancelled later simply finds no product to add it to, so a
 * product orders reference may be deleted too. The trigger of migration 0016 announces the removal.
 */
@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, actor }: DeleteProductCommand): Promise<Product> {
    if (!UUID.test(id)) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return changeProduct(this.pool, id, async (client) => {
      const product = await lockedProduct(client, id);
      if (!product) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
      await client.query('DELETE FROM products WHERE id = $1', [id]);
      await recordProductChange(client, id, actor, 'deleted', []);
      return product;
    });
  }
}
