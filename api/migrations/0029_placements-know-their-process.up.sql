-- Who holds each Idempotency-Key claim and who is placing each reserved order, as the key of that
-- process's liveness lock (api/src/platform/database/process-instance.ts). Postgres drops the lock
-- the moment the process's connection closes, which a SIGKILL or an out-of-memory kill does at once:
-- a retry can take over a dead request's claim, and reconciliation can give back a dead placement's
-- units, without waiting out a timeout meant for the living. Null: written before this migration.
ALTER TABLE idempotency_keys ADD COLUMN claimed_by integer;
ALTER TABLE stock_reservations ADD COLUMN placed_by integer;

DROP FUNCTION reserve_stock(text, jsonb);

-- Reserves an order's lines once. The same placement again (a retry of a request whose process
-- died) takes the reservation over, so the sweep leaves it alone while the retry runs, and takes
-- its units again if the sweep had already given them back. A short line takes nothing at all.
CREATE FUNCTION reserve_stock(p_order_id text, p_lines jsonb, p_placed_by integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line record;
  was_released boolean;
BEGIN
  INSERT INTO stock_reservations (order_id, lines, placed_by) VALUES (p_order_id, p_lines, p_placed_by) ON CONFLICT (order_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT released_at IS NOT NULL, lines INTO was_released, p_lines FROM stock_reservations WHERE order_id = p_order_id FOR UPDATE;
    UPDATE stock_reservations SET placed_by = p_placed_by, reserved_at = now(), released_at = NULL, release_reason = NULL
    WHERE order_id = p_order_id;
    IF NOT was_released THEN
      RETURN;
    END IF;
  END IF;
  FOR line IN
    SELECT l."productId" AS product_id, l.name, l.quantity
    FROM jsonb_to_recordset(p_lines) AS l("productId" uuid, name text, quantity integer)
    ORDER BY l."productId"::text COLLATE "C"
  LOOP
    UPDATE products SET stock = stock - line.quantity,
      stock_status = CASE WHEN stock - line.quantity = 0 THEN 'out-of-stock' ELSE stock_status END, updated_at = now()
    WHERE id = line.product_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'short_stock' USING ERRCODE = 'P0001', DETAIL = line.name;
    END IF;
  END LOOP;
END
$$;
