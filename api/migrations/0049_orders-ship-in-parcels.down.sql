UPDATE orders SET view = view - 'shipments' - 'fulfilment';
