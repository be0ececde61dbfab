-- Admins disable staff accounts rather than delete them, so what they did keeps its actor. A
-- disabled account cannot log in, and the accounts_changed trigger drops it from every cache.
ALTER TABLE users ADD COLUMN disabled boolean NOT NULL DEFAULT false;

-- The shop's own settings, edited in the console: one row, id 'store'.
CREATE TABLE settings (
  id text PRIMARY KEY CHECK (id = 'store'),
  site_name text NOT NULL DEFAULT 'Pawsome Supplies',
  support_email text NOT NULL DEFAULT 'support@petshop.local',
  monthly_order_goal integer NOT NULL DEFAULT 100 CHECK (monthly_order_goal >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (id) VALUES ('store');
