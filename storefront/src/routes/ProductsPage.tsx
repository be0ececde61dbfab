import { PageBanner } from '../components/PageBanner';
import { ProductFilters } from '../components/ProductFilters';
import { ProductGrid, type GridCell } from '../components/ProductGrid';
import { ProductPages } from '../components/ProductPages';
import { ProductResultCount } from '../components/ProductResultCount';
import { ProductsNoMatch } from '../components/ProductsNoMatch';
import styles from '../components/ProductsPage.module.css';
import text from '../components/ui/text.module.css';
import ui from '../components/ui/ui.module.css';
import { categoryLabel } from '../components/productCategories';
import { useProductSearch } from '../components/useProductSearch';
import { PAGE_SIZE } from '../lib/productSearch';
import { usePageTitle } from '../lib/usePageTitle';

const THREE_ACROSS: GridCell = { xs: 6, md: 4 };
/** The cards of the first screen: a row on a desktop, the first row and the next card on a phone. */
const THREE_ACROSS_ROW = 3;

/** /products: the catalogue, searched (q from the header), filtered by category, sorted, 9 a page; all of it kept in the URL. */
export default function ProductsPage() {
  const { q, category, sort, page, list, update, goToPage, clear } = useProductSearch();
  usePageTitle(q ? `Search: ${q}` : 'Products');
  const shown = list.status === 'failed' ? null : list.data;

  return (
    <>
      <PageBanner title="Products" subtitle="Food, treats, toys, beds and everyday essentials for dogs and cats, chosen with care." />
      <section aria-labelledby="results-heading" className={`${ui.container} ${styles.results}`}>
        <div className={styles.top}>
          <div>
            <h2 id="results-heading" className={`${text.h2} ${styles.heading}`}>
              {q ? `Results for “${q}”` : category ? categoryLabel(category) : 'All products'}
            </h2>
            <ProductResultCount pagination={list.status === 'ready' ? list.data?.pagination : undefined} />
          </div>
          <ProductFilters category={category} sort={sort} onCategory={(value) => update('category', value)} onSort={(value) => update('sort', value)} />
        </div>

        <ProductGrid
          list={list}
          skeletons={PAGE_SIZE}
          cell={THREE_ACROSS}
          firstScreen={THREE_ACROSS_ROW}
          empty={q || category ? <ProductsNoMatch q={q} category={category} onClear={clear} /> : undefined}
        />

        {shown && shown.pagination.totalPages > 1 && shown.products.length > 0 && (
          <ProductPages page={page} totalPages={shown.pagination.totalPages} onPage={goToPage} />
        )}
      </section>
    </>
  );
}
