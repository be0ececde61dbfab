DROP TRIGGER users_changed ON users;
DROP FUNCTION notify_account_changed();
