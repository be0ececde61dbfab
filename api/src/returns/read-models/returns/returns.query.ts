import type pg from 'pg';
import type { ReturnView } from '../../return-view.js';

type Db = Pick<pg.Pool, 'query'>;

/** Lists are capped (the contract): a larger `limit` is read as this. */
export const MAX_RETURNS_PAGE = 100;

export interface StaffReturnsFilter {
  page?: number;
  limit?: number;
  status?: string | null;
}

export interface StaffReturnsPage {
  data: ReturnView[];
  pagination: { page: number; limit: number; totalPages: number; totalReturns: number };
}

/** `GET /api/returns`: the customer's returns, newest first. */
export async function customerReturns(db: Db, customerId: string): Promise<ReturnView[]> {
  const { rows } = await db.query<{ view: ReturnView }>('SELECT view FROM returns WHERE customer_id = $1 ORDER BY created_at DESC, id DESC', [customerId]);
  return rows.map((row) => row.view);
}

/** One return; with `customerId`, only if it is that customer's. */
export async function returnView(db: Db, returnId: string, options: { customerId?: string } = {}): Promise<ReturnView | null> {
  const { rows } = await db.query<{ view: ReturnView }>('SELECT view FROM returns WHERE id = $1 AND ($2::text IS NULL OR customer_id = $2)', [
    returnId,
    options.customerId ?? null,
  ]);
  return rows[0]?.view ?? null;
}

/** The staff list, newest first, optionally of one status. */
export async function staffReturns(db: Db, filter: StaffReturnsFilter): Promise<StaffReturnsPage> {
  const { page, limit } = pageOf(filter);
  const status = filter.status || null;
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM returns WHERE $1::text IS NULL OR status = $1', [status]),
    db.query<{ view: ReturnView }>('SELECT view FROM returns WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3', [
      status,
      limit,
      (page - 1) * limit,
    ]),
  ]);
  const totalReturns = counted.rows[0]?.total ?? 0;
  return { data: listed.rows.map((row) => row.view), pagination: { page, limit, totalPages: Math.ceil(totalReturns / limit), totalReturns } };
}

/** Page 1 and 10 a page unless asked otherwise; nonsense reads as the default, too much as the cap. */
function pageOf({ page, limit }: { page?: number; limit?: number }): { page: number; limit: number } {
  const whole = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback);
  return { page: whole(page, 1), limit: Math.min(whole(limit, 10), MAX_RETURNS_PAGE) };
}
