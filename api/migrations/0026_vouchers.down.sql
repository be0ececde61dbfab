DROP TABLE vouchers;
