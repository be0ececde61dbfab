-- Staff acting on a customer's account from the console (sending a mail again, sending a
-- password-reset code) are recorded like the other staff changes: who, when, and to what.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_resource_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_resource_check CHECK (resource IN ('staff', 'reviews', 'settings', 'customers'));
