export { CatalogModule } from './catalog.module.js';
export { ProductsQuery } from './read-models/products.query.js';
export type { Product, Review } from './product.js';
export { CATALOG_CHANGED, STOCK_MOVED } from './product.js';
export { installCatalogFastPath } from './http/catalog-fast-path.js';
export { PRODUCT_NOT_FOUND } from './messages.js';
