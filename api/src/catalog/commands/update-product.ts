import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ORIGINAL_PRICE_ABOVE_PRICE, type ProductUpdateBody } from '@petshop/contract';
import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';
import { announcedProduct, changeProduct, lockedProduct, recordProductChange } from '../product-changes.js';
import type { Product } from '../product.js';

export class UpdateProductCommand extends Command<Product> {
  constructor(
    readonly id: string,
    readonly changes: ProductUpdateBody,
    readonly actor: Actor,
  ) {
    super();
  }
}

const COLUMNS: Record<keyof ProductUpdateBody, string> = {
  name: 'name',
  price: 'price',
  originalPrice: 'original_price',
  category: 'category',
  slug: 'slug',
  sku: 'sku',
  description: 'description',
  stockStatus: 'stock_status',
  stock: 'stock',
  colors: 'colors',
  sizes: 'sizes',
  images: 'images',
  keyFeatures: 'key_features',
  whyChoose: 'why_choose',
};
const JSON_COLUMNS = new Set<keyof ProductUpdateBody>(['colors', 'sizes', 'images', 'keyFeatures', 'whyChoose']);

/**
 * Sets the product's keys that were sent and differ from what it holds, and records which; the
 * storefront shows the change as soon as this answers.
 */
@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, changes, actor }: UpdateProductCommand): Promise<Product> {
    if (!UUID.test(id)) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
    return changeProduct(this.pool, id, async (client) => {
      const current = await lockedProduct(client, id);
      if (!current) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
      const next = { ...changes, ...(changes.colors ? { colors: keepColorIds(current.colors, changes.colors) } : {}) };
      const fields = (Object.keys(next) as (keyof ProductUpdateBody)[]).filter((field) => !isDeepStrictEqual(next[field], current[field]));
      const originalPrice = next.originalPrice === undefined ? current.originalPrice : next.originalPrice;
      if (originalPrice !== null && originalPrice <= (next.price ?? current.price)) throw new Rejection('invalid', ORIGINAL_PRICE_ABOVE_PRICE, 'originalPrice');
      if (!fields.length) return current;
      const values = fields.map((field) => (JSON_COLUMNS.has(field) ? JSON.stringify(next[field]) : next[field]));
      const assignments = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`).join(', ');
      await client.query(`UPDATE products SET ${assignments}, updated_at = now() WHERE id = $1`, [id, ...values]);
      await recordProductChange(client, id, actor, 'updated', fields);
      // Every key reaches the storefront, not only the priced ones the trigger of migration 0016 announces.
      return announcedProduct(client, id);
    });
  }
}

/** A colour the product keeps (same name and value) keeps its _id, so carts and wishlists that name it still do. */
function keepColorIds(current: Product['colors'], sent: { name: string; value: string }[]): Product['colors'] {
  return sent.map((color) => ({ _id: current.find((kept) => kept.name === color.name && kept.value === color.value)?._id ?? randomUUID(), ...color }));
}
