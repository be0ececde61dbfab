DELETE FROM audit_log WHERE resource = 'customers';
ALTER TABLE audit_log DROP CONSTRAINT audit_log_resource_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_resource_check CHECK (resource IN ('staff', 'reviews', 'settings'));
