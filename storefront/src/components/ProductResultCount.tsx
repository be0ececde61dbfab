import type { ProductPagination } from '@petshop/contract';
import styles from './ProductsPage.module.css';
import text from './ui/text.module.css';

export function ProductResultCount({ pagination }: { pagination?: ProductPagination }) {
  // A live region: a screen reader hears how many matched after each search or filter.
  return (
    <p role="status" className={`${text.body1} ${text.secondary} ${styles.count}`}>
      {pagination && pagination.totalProducts > 0 ? showing(pagination) : ''}
    </p>
  );
}

function showing({ page, limit, totalProducts }: ProductPagination): string {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, totalProducts);
  const noun = totalProducts === 1 ? 'product' : 'products';
  return first > totalProducts ? `${totalProducts} ${noun}` : `Showing ${first}–${last} of ${totalProducts} ${noun}`;
}
