import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORIGINAL_PRICE_ABOVE_PRICE, type ProductCreateBody } from '@petshop/contract';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { announcedProduct, changeProduct, recordProductChange } from '../product-changes.js';
import { insertProduct, type Product } from '../product.js';

export class CreateProductCommand extends Command<Product> {
  constructor(
    readonly product: ProductCreateBody,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** Adds a product to the catalogue; the storefront shows it as soon as this answers. */
@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ product, actor }: CreateProductCommand): Promise<Product> {
    if (product.originalPrice !== null && product.originalPrice <= product.price) throw new Rejection('invalid', ORIGINAL_PRICE_ABOVE_PRICE, 'originalPrice');
    const id = randomUUID();
    return changeProduct(this.pool, id, async (client) => {
      await insertProduct(client, id, product);
      await recordProductChange(client, id, actor, 'created', Object.keys(product));
      return announcedProduct(client, id);
    });
  }
}
