DROP TABLE addresses;
DROP TABLE wishlist_items;
