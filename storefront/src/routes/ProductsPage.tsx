import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBanner } from '../components/PageBanner';
import { ProductFilters } from '../components/ProductFilters';
import { ProductGrid, type GridCell } from '../components/ProductGrid';
import { ProductPages } from '../components/ProductPages';
import { ProductResultCount } from '../components/ProductResultCount';
import { ProductsNoMatch } from '../components/ProductsNoMatch';
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
      <Container maxWidth="lg" component="section" aria-labelledby="results-heading" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: { md: 'flex-end' }, justifyContent: 'space-between', flexDirection: { xs: 'column', md: 'row' }, mb: 3 }}
        >
          <Box>
            <Typography id="results-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
              {q ? `Results for “${q}”` : category ? categoryLabel(category) : 'All products'}
            </Typography>
            <ProductResultCount pagination={list.status === 'ready' ? list.data?.pagination : undefined} />
          </Box>
          <ProductFilters category={category} sort={sort} onCategory={(value) => update('category', value)} onSort={(value) => update('sort', value)} />
        </Box>

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
      </Container>
    </>
  );
}
