DROP TABLE password_reset_tokens;
DROP TABLE password_reset_codes;
ALTER TABLE users DROP COLUMN token_version;
