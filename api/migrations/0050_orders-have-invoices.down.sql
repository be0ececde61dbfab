UPDATE orders SET view = view - 'invoice' - 'creditNotes';
