/** The catalogue's words for a product that is not there, however it was asked for. */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const REVIEW_NOT_FOUND = 'Review not found';
