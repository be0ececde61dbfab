import type { Product } from '@petshop/contract';
import { Breadcrumbs } from './Breadcrumbs';
import { categoryLabel } from './productCategories';
import styles from './ProductPage.module.css';

/** Home › the product's category › the product. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const trail = [
    { to: '/', label: 'Home' },
    { to: `/products?category=${encodeURIComponent(product.category)}`, label: categoryLabel(product.category) },
  ];
  return <Breadcrumbs trail={trail} current={product.name} className={styles.crumbs} />;
}
