-- Counting a checkout among its customer's and its address's unpaid orders in one round trip: the
-- advisory locks (in key order, as every checkout takes them, so two never wait on each other), the
-- count and the conditional insert run in one statement's transaction. Each statement of a PL/pgSQL
-- function takes a fresh snapshot under READ COMMITTED, so the count, taken after the locks, sees
-- every hold committed before it got them. Orders the orders read model already shows paid or
-- cancelled are not counted (the worker's reaction deletes their rows a moment later): a read model
-- that lags only counts more, never fewer. Answers the rows counted, then one row (order_id null)
-- saying whether the order fits under both limits (and so is counted now).
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
