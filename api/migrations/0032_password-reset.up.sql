-- Every token carries the account's token version when it was signed (its `ver` claim); a password
-- reset or change moves the version on, so every token issued before stops working at once. A
-- counter, not a time: JWTs hold their issue time in whole seconds.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- The one live password-reset code per submitted email: a new request replaces it. Kept for an
-- email no account has too (with no user and a code nobody is sent), so that asking for a code and
-- trying codes answer the same, wrong, expired and spent alike, whether or not the account exists.
-- The email is kept as a hash (whatever a visitor types is not stored) and the code as an HMAC
-- under a key derived from JWT_SECRET: 10,000 codes are soon tried against a plain hash.
CREATE TABLE password_reset_codes (
  email_hash text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_id uuid NOT NULL,
  code_hash text NOT NULL,
  -- Wrong codes tried: the fifth spends the code.
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX ON password_reset_codes (expires_at);

-- What a verified code is exchanged for: a short-lived token that sets the new password once.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX ON password_reset_tokens (user_id);
