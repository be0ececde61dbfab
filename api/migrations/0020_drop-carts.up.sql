-- Nothing read the carts read model: the API folds a shopper's cart from its stream. It goes with
-- its checkpoint (so that, brought back, it would fill again from the first event) and any copy a
-- rebuild may have left behind.
DROP TABLE carts;
DROP TABLE IF EXISTS carts__rebuild;
DELETE FROM projection_checkpoints WHERE name = 'carts';
