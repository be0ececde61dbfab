DROP TABLE unpaid_orders;
