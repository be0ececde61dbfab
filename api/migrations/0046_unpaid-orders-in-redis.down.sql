-- The table and the function as migrations 0042 and 0045 made them (empty: the counts stay in Redis's keys).
CREATE TABLE unpaid_orders (
  order_id text PRIMARY KEY,
  customer_id text NOT NULL,
  address_hash text,
  placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON unpaid_orders (customer_id);
CREATE INDEX ON unpaid_orders (address_hash) WHERE address_hash IS NOT NULL;
CREATE FUNCTION hold_unpaid_order(p_order_id text, p_customer_id text, p_address_hash text, p_customer_limit integer, p_address_limit integer)
RETURNS TABLE (order_id text, mine boolean, same_address boolean, placed_at_ms float8, fits boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  lock_key text;
BEGIN
  FOR lock_key IN
    SELECT k FROM unnest(ARRAY['unpaid-orders:customer:' || p_customer_id, 'unpaid-orders:address:' || p_address_hash]) AS k
    WHERE k IS NOT NULL ORDER BY k
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(lock_key, 0));
  END LOOP;
  RETURN QUERY
  WITH counted AS (
    SELECT u.order_id, u.customer_id = p_customer_id AS mine, coalesce(u.address_hash = p_address_hash, false) AS same_address,
      (extract(epoch FROM u.placed_at) * 1000)::float8 AS placed_at_ms
    FROM unpaid_orders u
    LEFT JOIN orders o ON o.id = u.order_id
    WHERE (u.customer_id = p_customer_id OR u.address_hash = p_address_hash) AND u.order_id <> p_order_id
      AND NOT coalesce(o.status = 'cancelled' OR o.payment_status IN ('paid', 'refunded', 'partially_refunded'), false)
  ),
  verdict AS (
    SELECT count(*) FILTER (WHERE c.mine) < p_customer_limit AND count(*) FILTER (WHERE c.same_address) < p_address_limit AS fits FROM counted c
  ),
  inserted AS (
    INSERT INTO unpaid_orders (order_id, customer_id, address_hash)
    SELECT p_order_id, p_customer_id, p_address_hash FROM verdict WHERE verdict.fits
    ON CONFLICT ON CONSTRAINT unpaid_orders_pkey DO NOTHING
    RETURNING 1
  )
  SELECT c.order_id, c.mine, c.same_address, c.placed_at_ms, NULL::boolean FROM counted c
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, v.fits FROM verdict v;
END
$$;
