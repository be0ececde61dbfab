import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection, ReadModelStatement } from '../../../platform/projections/projection.js';
import { cartStream } from '../../cart.js';
import type { CartEvent } from '../../events.js';

/** Each shopper's cart, line by line, kept from the cart streams. */
export const cartsProjection: Projection = {
  name: 'carts',
  tables: ['carts'],
  project(stored: StoredEvent, table): ReadModelStatement[] {
    const userId = cartStream.idOf(stored.streamId);
    if (!userId) return [];
    const event = { type: stored.type, data: stored.data } as CartEvent;
    const carts = table('carts');
    const at = stored.createdAt;
    switch (event.type) {
      case 'CartItemAdded': {
        const { productId, quantity, ...snapshot } = event.data;
        return [
          {
            text: `INSERT INTO ${carts} AS c (user_id, items, updated_at)
                   VALUES ($1, jsonb_build_object($2::text, $3::jsonb || jsonb_build_object('quantity', $4::int)), $5)
                   ON CONFLICT (user_id) DO UPDATE SET
                     items = c.items || jsonb_build_object($2::text,
                       $3::jsonb || jsonb_build_object('quantity', coalesce((c.items -> $2 ->> 'quantity')::int, 0) + $4::int)),
                     updated_at = $5`,
            values: [userId, productId, JSON.stringify(snapshot), quantity, at],
          },
        ];
      }
      case 'CartItemQuantityChanged':
        return [
          {
            text: `UPDATE ${carts} SET items = jsonb_set(items, ARRAY[$2::text], (items -> $2) || jsonb_build_object('quantity', $3::int)), updated_at = $4
                   WHERE user_id = $1 AND items ? $2`,
            values: [userId, event.data.productId, event.data.quantity, at],
          },
        ];
      case 'CartItemRemoved':
        return [{ text: `UPDATE ${carts} SET items = items - $2::text, updated_at = $3 WHERE user_id = $1`, values: [userId, event.data.productId, at] }];
      case 'CartCleared':
        return [{ text: `UPDATE ${carts} SET items = '{}', updated_at = $2 WHERE user_id = $1`, values: [userId, at] }];
      default:
        return []; // an event of another kind on a cart-like stream name
    }
  },
};
