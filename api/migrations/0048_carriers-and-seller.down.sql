ALTER TABLE settings DROP COLUMN carriers, DROP COLUMN legal_name, DROP COLUMN seller_address, DROP COLUMN gstin, DROP COLUMN invoice_prefix, DROP COLUMN hsn_codes;
