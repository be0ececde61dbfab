-- Orders ship in parcels (ShipmentSent, ShipmentDelivered): the orders read model's view gains the
-- parcels and the fulfilment. Orders moved before had no parcel events; their fulfilment follows
-- their status as the fold of their events gives it (a move to shipped or delivered sets it, a
-- return leaves it delivered), and they have no parcels.
UPDATE orders
SET view = view || jsonb_build_object(
  'shipments', '[]'::jsonb,
  'fulfilment', CASE status WHEN 'shipped' THEN 'shipped' WHEN 'delivered' THEN 'delivered' WHEN 'return' THEN 'delivered' ELSE 'unshipped' END)
WHERE NOT view ? 'fulfilment';
