-- The counts behind the limits on unpaid orders moved to Redis (UnpaidOrders): a checkout no longer
-- writes, and the worker no longer deletes, a row per order. What the table held only mattered while
-- its orders were unpaid, so nothing is carried over: for one payment timeout the limits count only
-- the orders placed since.
DROP FUNCTION hold_unpaid_order(text, text, text, integer, integer);
DROP TABLE unpaid_orders;
