DROP TRIGGER products_added_or_removed ON products;
DROP TRIGGER products_priced_changed ON products;
DROP FUNCTION notify_product_changed();
