-- Whatever changes how a product is priced at checkout (its name, price, images or colours), or adds
-- or removes one, announces itself with the product's id, however it is made; stock moves announce
-- 'stock' from the API instead (migration 0014), so an order placed does not drop the prices the
-- API keeps for the next order.
CREATE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', coalesce(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER products_priced_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.price IS DISTINCT FROM NEW.price
        OR OLD.images IS DISTINCT FROM NEW.images OR OLD.colors IS DISTINCT FROM NEW.colors)
  EXECUTE FUNCTION notify_product_changed();
CREATE TRIGGER products_added_or_removed AFTER INSERT OR DELETE ON products FOR EACH ROW
  EXECUTE FUNCTION notify_product_changed();
