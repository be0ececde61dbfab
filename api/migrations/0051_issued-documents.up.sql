-- The issued-documents read model: one row per invoice and credit note, for the accountant's lists
-- in the console (the staff resources `invoices` and `credit-notes`, filtered by financial year). A new
-- read model: the projections runner fills it from the first event.
CREATE TABLE issued_documents (
  number text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  order_id text NOT NULL,
  financial_year text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  issued_at timestamptz NOT NULL
);
CREATE INDEX ON issued_documents (kind, financial_year, issued_at);
CREATE INDEX ON issued_documents (order_id);
