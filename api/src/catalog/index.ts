export { CatalogModule } from './catalog.module.js';
export { ProductsQuery } from './read-models/products.query.js';
export type { Product, Review } from './product.js';
export { CATALOG_CHANGED, STOCK_MOVED } from './product.js';
export { installCatalogFastPath } from './http/catalog-fast-path.js';
export { PRODUCT_NOT_FOUND } from './messages.js';
export { REVIEW_NOT_FOUND } from './messages.js';
export { SetReviewVisibilityCommand } from './commands/set-review-visibility.js';
export { findStaffReview, listStaffReviews, REVIEW_SORT_FIELDS } from './read-models/staff-reviews.query.js';
