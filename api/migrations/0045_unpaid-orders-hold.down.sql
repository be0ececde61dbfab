DROP FUNCTION hold_unpaid_order(text, text, text, integer, integer);
