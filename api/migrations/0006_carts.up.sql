-- Read model of the carts projection: every shopper's cart as its events say, for staff views
-- (abandoned carts, what people are buying). Lines are keyed by product id.
CREATE TABLE carts (
  user_id text PRIMARY KEY,
  items jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL
);
CREATE INDEX ON carts (updated_at DESC);
