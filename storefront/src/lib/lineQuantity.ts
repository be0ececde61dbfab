/** The most units a cart line may hold (the contract's `quantity`, contract/src/fields.ts); the shop's own limit per order is the server's to say. */
export const MAX_LINE_QUANTITY = 99;
