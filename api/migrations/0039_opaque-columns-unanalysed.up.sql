-- ANALYZE keeps no statistics of the documents the shop stores whole and never filters on: an
-- event's data and metadata, an order's or return's view, a provider's payload, a mail's data, an
-- actor, an address, a reservation's lines. Their statistics were most of what analysing the growing
-- tables cost (docs/performance.md), and no plan used them.
ALTER TABLE events ALTER COLUMN data SET STATISTICS 0, ALTER COLUMN metadata SET STATISTICS 0;
ALTER TABLE orders ALTER COLUMN view SET STATISTICS 0;
ALTER TABLE returns ALTER COLUMN view SET STATISTICS 0;
ALTER TABLE order_status_history ALTER COLUMN actor SET STATISTICS 0;
ALTER TABLE order_shipping_addresses ALTER COLUMN address SET STATISTICS 0;
ALTER TABLE provider_events ALTER COLUMN payload SET STATISTICS 0;
ALTER TABLE mail_outbox ALTER COLUMN data SET STATISTICS 0;
ALTER TABLE stock_reservations ALTER COLUMN lines SET STATISTICS 0;
ALTER TABLE audit_log ALTER COLUMN actor SET STATISTICS 0, ALTER COLUMN changes SET STATISTICS 0;
ALTER TABLE product_changes ALTER COLUMN actor SET STATISTICS 0, ALTER COLUMN fields SET STATISTICS 0;
