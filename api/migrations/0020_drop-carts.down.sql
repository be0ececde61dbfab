-- As migration 0006 made it; without a checkpoint, the projection fills it from the first event.
CREATE TABLE carts (
  user_id text PRIMARY KEY,
  items jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL
);
CREATE INDEX ON carts (updated_at DESC);
