DROP TABLE stock_reservations;
