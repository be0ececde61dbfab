DROP FUNCTION reserve_stock(text, jsonb);
