import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { announceLocally } from '../../platform/database/local-announcements.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { REVIEW_NOT_FOUND } from '../messages.js';
import { CATALOG_CHANGED } from '../product.js';
import { refreshProductRating } from '../refresh-product-rating.js';

/** Staff hide a review from the storefront, or show it again; the audit log keeps who did. */
export class SetReviewVisibilityCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly visible: boolean,
    readonly by: Actor,
  ) {
    super();
  }
}

/** Hides or shows the review and brings its product's rating, count and latest reviews up to date with it. */
@CommandHandler(SetReviewVisibilityCommand)
export class SetReviewVisibilityHandler implements ICommandHandler<SetReviewVisibilityCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ reviewId, visible, by }: SetReviewVisibilityCommand): Promise<void> {
    const changedProduct = await withTransaction(this.pool, async (client) => {
      const found =
        UUID.test(reviewId) && (await client.query<{ productId: string }>('SELECT product_id AS "productId" FROM reviews WHERE id = $1', [reviewId])).rows[0];
      if (!found) throw new Rejection('not_found', REVIEW_NOT_FOUND);
      // The product first, as SubmitReview locks it, so the two never wait on each other in turn.
      await client.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [found.productId]);
      const { rowCount } = await client.query('UPDATE reviews SET visible = $2 WHERE id = $1 AND visible <> $2', [reviewId, visible]);
      if (!rowCount) return null;
      const action = visible ? 'shown' : 'hidden';
      await recordAudit(client, { actor: by, resource: 'reviews', recordId: reviewId, action, changes: { visible: { from: !visible, to: visible } } });
      await refreshProductRating(client, found.productId);
      await client.query(`SELECT pg_notify($1, $2)`, [CATALOG_CHANGED, found.productId]);
      return found.productId;
    });
    // The NOTIFY reaches this process too, but may arrive after the command has answered.
    if (changedProduct) announceLocally(this.pool, CATALOG_CHANGED, changedProduct);
  }
}
