import type pg from 'pg';
import type { PersonalDetails } from '../platform/context.js';

export async function eraseWishlist(db: Pick<pg.PoolClient, 'query'>, { customerId }: PersonalDetails): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE user_id = $1', [customerId]);
}
