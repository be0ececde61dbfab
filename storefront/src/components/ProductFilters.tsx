import type { ProductSort } from '@petshop/contract';
import { isProductSort, PRODUCT_SORTS } from '../lib/productSearch';
import { NativeSelectField } from './NativeSelectField';
import { PRODUCT_CATEGORIES, categoryLabel } from './productCategories';
import styles from './ProductsPage.module.css';

/** Category and sort for the products page: native selects (light, and phones show their own pickers). */
export function ProductFilters({
  category,
  sort,
  onCategory,
  onSort,
}: {
  category: string;
  sort: ProductSort;
  onCategory: (value: string) => void;
  onSort: (value: ProductSort) => void;
}) {
  const known = category === '' || PRODUCT_CATEGORIES.some((option) => option.value === category);
  return (
    <div className={styles.filters}>
      <NativeSelectField id="product-category" label="Category" value={category} onChange={(event) => onCategory(event.target.value)}>
        <option value="">All categories</option>
        {PRODUCT_CATEGORIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {!known && <option value={category}>{categoryLabel(category)}</option>}
      </NativeSelectField>
      <NativeSelectField
        id="product-sort"
        label="Sort by"
        value={sort}
        onChange={(event) => {
          if (isProductSort(event.target.value)) onSort(event.target.value);
        }}
      >
        {PRODUCT_SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelectField>
    </div>
  );
}
