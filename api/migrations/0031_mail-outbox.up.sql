-- The shop's mail, as a transactional outbox: whoever decides a mail is due (a reaction to an
-- event, a password-reset request, a contact form) inserts its row in the same transaction as the
-- change that caused it, and the worker sends it. The key names the cause (`event:<eventId>:<template>`,
-- `reset-code:<userId>:<codeId>`, `resend:<originalKey>:<uuid>`), so a replayed event or a retried
-- job inserts nothing new and no mail is sent twice. Rows are kept after sending: they are the
-- record of what the shop told whom (the console lists them per customer).
CREATE TABLE mail_outbox (
  key text PRIMARY KEY,
  template text NOT NULL,
  recipient text NOT NULL,
  reply_to text,
  -- The account the mail is about or for; null for the shop's own mail (a contact form to support).
  customer_id uuid,
  subject text NOT NULL,
  -- The template's props, rendered when the mail is sent.
  data jsonb NOT NULL,
  -- pending: not tried yet; failed: tried, and tried again at next_attempt_at; sent: the SMTP server took it.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  message_id text,
  -- A resend by staff points at the mail it repeats.
  resent_from text REFERENCES mail_outbox (key)
);
-- What the sender looks for, several times a second: only unsent rows are in it.
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status <> 'sent';
CREATE INDEX mail_outbox_customer ON mail_outbox (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;

ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check;
ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('reconciliation', 'refund', 'webhook', 'mail'));
