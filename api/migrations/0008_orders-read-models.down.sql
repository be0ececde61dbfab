DROP TABLE returned_order_products;
DROP TABLE returns;
DROP TABLE order_history_ledger;
DROP TABLE order_status_history;
DROP TABLE orders;
