import type { ContextDescriptor } from '../platform/context.js';
import { eraseReviewers, exportReviews } from './personal-data.js';

export const catalogContext: ContextDescriptor = {
  name: 'catalog',
  tables: ['products', 'reviews', 'product_changes'],
  module: async () => (await import('./catalog.module.js')).CatalogModule,
  erase: eraseReviewers,
  export: exportReviews,
};
