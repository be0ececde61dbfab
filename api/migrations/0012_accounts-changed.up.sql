-- Every change to an account announces itself, however it is made, so processes that keep
-- accounts in memory (the API's authentication) drop them at once.
CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', OLD.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
