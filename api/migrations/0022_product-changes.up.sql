-- Who changed which product, when, and which of its fields: the console's change list. No foreign key,
-- so the record of a deleted product outlives it.
CREATE TABLE product_changes (
  id bigserial PRIMARY KEY,
  product_id uuid NOT NULL,
  actor jsonb NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  fields jsonb NOT NULL DEFAULT '[]',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON product_changes (product_id, at DESC, id DESC);
