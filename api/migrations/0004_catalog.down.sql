DROP TABLE reviews;
DROP TABLE products;
