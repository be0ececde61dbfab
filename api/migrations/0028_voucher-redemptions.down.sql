DROP TABLE voucher_redemptions;
