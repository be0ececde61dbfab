import type { StaffReview } from '@petshop/contract';
import { containing } from '../../platform/database/like.js';
import { NO_ROW, pagedList, sql } from '../../platform/database/paged-list.js';
import { UUID } from '../../platform/http/validation.js';
import { REVIEW_COLUMNS } from '../product.js';

/** Every review, hidden ones too, for staff: by product, visibility, and `q` over reviewer and text. */
export const staffReviews = pagedList({
  from: 'reviews',
  columns: `id::text AS id, ${REVIEW_COLUMNS}, visible`,
  record: (row: StaffReview) => row,
  ids: UUID,
  filters: {
    productId: (id: string) => (UUID.test(id) ? sql`product_id = ${id}` : NO_ROW),
    visible: (visible: boolean) => sql`visible = ${visible}`,
    q: (q: string) => (q ? sql`lower(full_name || ' ' || email || ' ' || review) LIKE ${containing(q.toLowerCase())}` : undefined),
  },
  sorts: { id: 'id', date: 'created_at', createdAt: 'created_at', rating: 'rating', fullName: 'full_name', productId: 'product_id', visible: 'visible' },
});
