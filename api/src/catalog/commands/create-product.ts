import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORIGINAL_PRICE_ABOVE_PRICE, type ProductCreateBody } from '@petshop/contract';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { announcedProduct, changeProduct, recordProductChange } from '../product-changes.js';
import type { Product } from '../product.js';

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
      await client.query(
        `INSERT INTO products (id, slug, sku, name, category, price, original_price, stock, stock_status, colors, sizes, images,
                               description, key_features, why_choose)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          id,
          product.slug,
          product.sku,
          product.name,
          product.category,
          product.price,
          product.originalPrice,
          product.stock,
          product.stockStatus,
          JSON.stringify(product.colors.map((color) => ({ _id: randomUUID(), ...color }))),
          JSON.stringify(product.sizes),
          JSON.stringify(product.images),
          product.description,
          JSON.stringify(product.keyFeatures),
          JSON.stringify(product.whyChoose),
        ],
      );
      await recordProductChange(client, id, actor, 'created', Object.keys(product));
      return announcedProduct(client, id);
    });
  }
}
