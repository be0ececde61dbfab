-- Personal data leaves the events, so that a customer can be erased (docs/privacy.md).
-- Events now hold references (an account's id, an order's id); what they carried lives in tables that
-- can be erased. This migration makes the new tables, moves what older events carry into them, and
-- rewrites the clear copies in `events`: the one exception to "upcaster, never rewrite", because the
-- law asks that erased data be gone, and a copy in an append-only table is not gone. The upcasters
-- (`api/src/upcasters.ts`) read the old shape all the same, for histories this cannot rewrite
-- (EventStoreDB) and backups restored from before it.

-- An erased account keeps its row (orders, returns and vouchers point at it) with nothing personal in
-- it; who erased it, when and why is in `audit_log`.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- Where each order goes: written by the checkout just before `OrderPlaced`, blanked by erasure.
CREATE TABLE order_shipping_addresses (
  order_id text PRIMARY KEY,
  customer_id text NOT NULL,
  address jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);
CREATE INDEX ON order_shipping_addresses (customer_id);

-- An actor as answers show it: stored actors are `{_id, role}` (and `name` for jobs and providers);
-- the email is the account's now, and an erased customer is `erased customer` with no email.
CREATE FUNCTION actor_view(actor jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN actor ->> 'role' IN ('system', 'provider') THEN jsonb_build_object('_id', NULL, 'email', NULL, 'role', actor ->> 'role', 'name', actor ->> 'name')
    WHEN u.erased_at IS NOT NULL THEN jsonb_build_object('_id', actor ->> '_id', 'email', NULL, 'role', actor ->> 'role', 'name', 'erased customer')
    ELSE jsonb_build_object('_id', actor ->> '_id', 'email', u.email, 'role', actor ->> 'role')
  END
  FROM (SELECT 1) AS one LEFT JOIN users u ON u.id::text = actor ->> '_id'
$$;

-- A view whose `history` entries carry actors (a Return), with each actor as `actor_view` shows it.
CREATE FUNCTION with_actor_views(view jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(view -> 'history') = 'array' THEN jsonb_set(view, '{history}', coalesce(
    (SELECT jsonb_agg(entry || jsonb_build_object('actor', actor_view(entry -> 'actor')) ORDER BY n)
     FROM jsonb_array_elements(view -> 'history') WITH ORDINALITY AS h (entry, n)), '[]'::jsonb)) ELSE view END
$$;

-- What older OrderPlaced events carried moves to the new table (a replacement order carried its own copy).
INSERT INTO order_shipping_addresses (order_id, customer_id, address, created_at)
SELECT data ->> 'orderId', data #>> '{customer,_id}', data -> 'shippingAddress', created_at
FROM events WHERE type = 'OrderPlaced' AND data ? 'shippingAddress'
ON CONFLICT (order_id) DO NOTHING;

-- The clear copies in the events go, in this transaction only: the append-only trigger is off for it.
ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete;
UPDATE events SET data = (data - 'shippingAddress') || jsonb_build_object('customer', jsonb_build_object('_id', data #>> '{customer,_id}'))
WHERE type = 'OrderPlaced' AND (data ? 'shippingAddress' OR data -> 'customer' ?| ARRAY['email', 'firstName', 'lastName']);
UPDATE events SET data = data || jsonb_build_object('customer', jsonb_build_object('_id', data #>> '{customer,_id}'))
WHERE type = 'ReturnRequested' AND data -> 'customer' ? 'email';
UPDATE events SET data = data || jsonb_build_object('owner', jsonb_build_object('_id', data #>> '{owner,_id}'))
WHERE type = 'VoucherIssued' AND data -> 'owner' ? 'email';
UPDATE events SET metadata = jsonb_set(metadata, '{actor}', (metadata -> 'actor') - 'email') WHERE metadata -> 'actor' ? 'email';
ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete;

-- The read models, as a rebuild from the rewritten events makes them (`npm run check:read-models`
-- then finds no difference): the orders keep no name, email or address (their queries join them).
ALTER TABLE orders DROP COLUMN search_text;
ALTER TABLE orders DROP COLUMN customer_email;
ALTER TABLE orders DROP COLUMN customer_name;
ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (lower(order_number)) STORED;
CREATE INDEX orders_search ON orders USING gin (search_text gin_trgm_ops);
UPDATE orders SET view = view - 'shippingAddress' WHERE view ? 'shippingAddress';
UPDATE order_status_history SET actor = actor - 'email' WHERE actor ? 'email';
UPDATE returns SET view = jsonb_set(view, '{history}', (
  SELECT coalesce(jsonb_agg(jsonb_set(entry, '{actor}', (entry -> 'actor') - 'email') ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(view -> 'history') WITH ORDINALITY AS h (entry, n)))
WHERE jsonb_typeof(view -> 'history') = 'array';

-- Records of who did what hold the actor as events do.
UPDATE audit_log SET actor = actor - 'email' WHERE actor ? 'email';
UPDATE product_changes SET actor = actor - 'email' WHERE actor ? 'email';
UPDATE read_model_checks SET started_by = started_by - 'email' WHERE started_by ? 'email';
