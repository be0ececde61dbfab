import type { StaffReview } from '@petshop/contract';
import type pg from 'pg';
import { UUID } from '../../platform/http/validation.js';
import { REVIEW_COLUMNS } from '../product.js';
import { containing } from '../../platform/database/like.js';

export const REVIEW_SORT_FIELDS = ['id', 'date', 'createdAt', 'rating', 'fullName', 'productId', 'visible'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<ReviewSortField, string> = {
  id: 'id',
  date: 'created_at',
  createdAt: 'created_at',
  rating: 'rating',
  fullName: 'full_name',
  productId: 'product_id',
  visible: 'visible',
};

const STAFF_REVIEW_COLUMNS = `id::text AS id, ${REVIEW_COLUMNS}, visible`;

export interface StaffReviewListQuery {
  productId?: string;
  visible?: boolean;
  q?: string;
  sort: [ReviewSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** Every review, hidden ones too, for staff: by product, visibility, and `q` over reviewer and text. */
export async function listStaffReviews(pool: pg.Pool, query: StaffReviewListQuery): Promise<{ records: StaffReview[]; total: number }> {
  if (query.productId !== undefined && !UUID.test(query.productId)) return { records: [], total: 0 };
  const pattern = query.q ? containing(query.q.toLowerCase()) : null;
  const where = `($1::uuid IS NULL OR product_id = $1) AND ($2::boolean IS NULL OR visible = $2)
    AND ($3::text IS NULL OR lower(full_name || ' ' || email || ' ' || review) LIKE $3)`;
  const values = [query.productId ?? null, query.visible ?? null, pattern];
  const [field, order] = query.sort;
  const [{ rows }, count] = await Promise.all([
    pool.query<StaffReview>(
      `SELECT ${STAFF_REVIEW_COLUMNS} FROM reviews WHERE ${where} ORDER BY ${SORT_COLUMNS[field]} ${order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $4 OFFSET $5`,
      [...values, query.limit, query.offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM reviews WHERE ${where}`, values),
  ]);
  return { records: rows, total: count.rows[0]!.total };
}

export async function findStaffReview(pool: pg.Pool, id: string): Promise<StaffReview | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<StaffReview>(`SELECT ${STAFF_REVIEW_COLUMNS} FROM reviews WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
