-- Denial of inventory (OWASP OAT-021): an unpaid order holds its stock until the payment timeout, so
-- checkout counts the orders awaiting payment of a customer and of a client address. One row per
-- order from the start of its placement until it is paid or cancelled (the worker's reaction deletes
-- it then; checkout also skips and deletes rows whose order it finds settled). The client address is
-- personal data: only a keyed hash of it is kept, and only while the order is unpaid (erasure
-- deletes a customer's rows).
CREATE TABLE unpaid_orders (
  order_id text PRIMARY KEY,
  customer_id text NOT NULL,
  address_hash text,
  placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON unpaid_orders (customer_id);
CREATE INDEX ON unpaid_orders (address_hash) WHERE address_hash IS NOT NULL;
