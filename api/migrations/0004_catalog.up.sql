-- The catalogue and its reviews. Staff edit products through the console; stock moves with orders.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE products (
  id uuid PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sku text NOT NULL UNIQUE,
  name text NOT NULL,
  category text NOT NULL,
  pet text NOT NULL DEFAULT 'both' CHECK (pet IN ('dog', 'cat', 'both')),
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  original_price numeric(12, 2) CHECK (original_price IS NULL OR original_price > price),
  stock integer NOT NULL CHECK (stock >= 0),
  stock_status text NOT NULL CHECK (stock_status IN ('in-stock', 'out-of-stock', 'backorder')),
  colors jsonb NOT NULL DEFAULT '[]',
  sizes jsonb NOT NULL DEFAULT '[]',
  images jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL,
  key_features jsonb NOT NULL DEFAULT '[]',
  why_choose jsonb NOT NULL DEFAULT '[]',
  -- Kept by the review commands in the review's own transaction, so listings need no join.
  rating numeric(2, 1) NOT NULL DEFAULT 0,
  reviews_count integer NOT NULL DEFAULT 0,
  latest_reviews jsonb NOT NULL DEFAULT '[]',
  search_text text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || category)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_search ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX ON products (category, created_at DESC);
CREATE INDEX ON products (created_at DESC);

CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  review text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON reviews (product_id, created_at DESC) WHERE visible;
CREATE INDEX ON reviews (created_at DESC);
