DROP TABLE product_changes;
