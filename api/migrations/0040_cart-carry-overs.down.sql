DROP TABLE cart_carry_overs;
