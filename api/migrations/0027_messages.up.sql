-- What shoppers send the shop outside an order: newsletter subscriptions (one per address, any
-- case) and contact or FAQ messages, kept for staff to answer.
CREATE TABLE newsletter_subscriptions (
  email text PRIMARY KEY CHECK (email = lower(email)),
  subscribed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('contact', 'faq')),
  name text,
  email text NOT NULL,
  subject text NOT NULL,
  message text,
  customer_id text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ON contact_messages (received_at DESC);
