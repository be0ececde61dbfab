-- Accounts: customers, staff and admins. Not event-sourced: an account is a record, not a process.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('customer', 'staff', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Emails are compared case-insensitively; they are stored lower-cased.
CREATE UNIQUE INDEX users_email ON users (email);
CREATE INDEX ON users (role, created_at DESC);
