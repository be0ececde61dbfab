-- Read models of the orders, order-history and returns projections. Rebuilt from the events at
-- will (`CREATE TABLE … (LIKE … INCLUDING ALL)`), so no serial columns: every key comes from an event.

-- One row per order holding the contract's Order answer (`view`), so that user-orders and the staff
-- list are single indexed queries. The scalar columns are what the view's changing fields are kept
-- from, and what the lists filter and sort on. `revision` is the last event applied: a replayed
-- event changes nothing.
CREATE TABLE orders (
  id text PRIMARY KEY,
  order_number text NOT NULL,
  customer_id text NOT NULL,
  customer_email text NOT NULL,
  customer_name text NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  payment_id text,
  total_amount numeric(12, 2) NOT NULL,
  -- Whether a processed refund leaves the order refunded or partially refunded depends on these.
  amount_paid numeric(12, 2) NOT NULL DEFAULT 0,
  amount_refunded numeric(12, 2) NOT NULL DEFAULT 0,
  view jsonb NOT NULL,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  revision bigint NOT NULL,
  search_text text GENERATED ALWAYS AS (lower(order_number || ' ' || customer_name || ' ' || customer_email)) STORED
);
CREATE INDEX orders_search ON orders USING gin (search_text gin_trgm_ops);
CREATE INDEX ON orders (customer_id, created_at DESC);
CREATE INDEX ON orders (status, created_at DESC);
CREATE INDEX ON orders (created_at DESC);

-- One row per change of orderStatus or paymentStatus; `seq` orders the two changes one event may make.
CREATE TABLE order_status_history (
  order_id text NOT NULL,
  revision bigint NOT NULL,
  seq smallint NOT NULL,
  field text NOT NULL CHECK (field IN ('orderStatus', 'paymentStatus')),
  "from" text,
  "to" text NOT NULL,
  actor jsonb NOT NULL,
  reason text,
  at timestamptz NOT NULL,
  PRIMARY KEY (order_id, revision, field)
);

-- What the order-history projection must remember between events to tell a full refund from a
-- partial one and to give a processed refund the reason it was requested for.
CREATE TABLE order_history_ledger (
  order_id text PRIMARY KEY,
  amount_paid numeric(12, 2) NOT NULL DEFAULT 0,
  amount_refunded numeric(12, 2) NOT NULL DEFAULT 0,
  refund_reasons jsonb NOT NULL DEFAULT '{}',
  revision bigint NOT NULL
);

-- One row per return holding the contract's Return answer (`view`).
CREATE TABLE returns (
  id text PRIMARY KEY,
  return_number text NOT NULL,
  customer_id text NOT NULL,
  status text NOT NULL,
  view jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  revision bigint NOT NULL
);
CREATE INDEX ON returns (customer_id, created_at DESC);
CREATE INDEX ON returns (status, created_at DESC);
CREATE INDEX ON returns (created_at DESC);

-- The products each return covers, so that an order already in a return is left out of the
-- returnable orders even before its own status moves to `return`.
CREATE TABLE returned_order_products (
  return_id text NOT NULL,
  order_id text NOT NULL,
  product_id text NOT NULL,
  quantity integer NOT NULL,
  PRIMARY KEY (return_id, order_id, product_id)
);
CREATE INDEX ON returned_order_products (order_id);
