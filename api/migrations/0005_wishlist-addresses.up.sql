-- A shopper's wishlist follows them across devices; their delivery addresses.
CREATE TABLE wishlist_items (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE addresses (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text NOT NULL,
  address text NOT NULL,
  area text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  default_address boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON addresses (user_id, created_at);
-- At most one default address per shopper.
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE default_address;
