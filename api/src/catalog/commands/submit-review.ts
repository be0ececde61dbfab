import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Account } from '../../platform/auth/account.js';
import { announceLocally } from '../../platform/database/local-announcements.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { UUID } from '../../platform/http/validation.js';
import { CATALOG_CHANGED, REVIEW_COLUMNS, type Review } from '../product.js';
import { refreshProductRating } from '../refresh-product-rating.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { PRODUCT_NOT_FOUND } from '../messages.js';

export class SubmitReviewCommand extends Command<Review> {
  constructor(
    readonly review: { email: string; fullName: string; review: string; rating: number; productId: string },
    readonly reviewer: Account | undefined,
  ) {
    super();
  }
}

/** Stores the review and brings the product's rating, count and latest reviews up to date with it. */
@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ review, reviewer }: SubmitReviewCommand): Promise<Review> {
    const stored = await withTransaction(this.pool, async (client) => {
      const found = UUID.test(review.productId) && (await client.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [review.productId])).rowCount;
      if (!found) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
      const { rows } = await client.query<Review>(
        `INSERT INTO reviews (id, product_id, user_id, full_name, email, review, rating) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING ${REVIEW_COLUMNS}`,
        [randomUUID(), review.productId, reviewer?._id ?? null, review.fullName, review.email.toLowerCase(), review.review, review.rating],
      );
      await refreshProductRating(client, review.productId);
      await client.query(`SELECT pg_notify($1, $2)`, [CATALOG_CHANGED, review.productId]);
      return rows[0]!;
    });
    // The NOTIFY reaches this process too, but may arrive after the review has been answered.
    announceLocally(this.pool, CATALOG_CHANGED, review.productId);
    return stored;
  }
}
