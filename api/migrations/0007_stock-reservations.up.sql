-- Stock held for an order from placement until it ships or is cancelled. A row is released at most
-- once (released_at), so a cancellation gives the units back exactly once however often it runs.
CREATE TABLE stock_reservations (
  order_id text PRIMARY KEY,
  lines jsonb NOT NULL,
  reserved_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  release_reason text
);
CREATE INDEX ON stock_reservations (reserved_at) WHERE released_at IS NULL;
