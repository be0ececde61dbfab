DROP FUNCTION reserve_stock(text, jsonb, integer);
CREATE FUNCTION reserve_stock(p_order_id text, p_lines jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line record;
BEGIN
  INSERT INTO stock_reservations (order_id, lines) VALUES (p_order_id, p_lines) ON CONFLICT (order_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
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
ALTER TABLE stock_reservations DROP COLUMN placed_by;
ALTER TABLE idempotency_keys DROP COLUMN claimed_by;
