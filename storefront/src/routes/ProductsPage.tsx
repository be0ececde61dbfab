import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ProductPagination } from '@petshop/contract';
import { useSearchParams } from 'react-router-dom';
import { listProducts } from '../api/products';
import { PageBanner } from '../components/PageBanner';
import { isProductSort, ProductFilters } from '../components/ProductFilters';
import { ProductGrid, type GridCell } from '../components/ProductGrid';
import { categoryLabel } from '../components/productCategories';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';

/** The products page shows 9 at a time, three across on desktop. */
const PAGE_SIZE = 9;
const THREE_ACROSS: GridCell = { xs: 6, md: 4 };

/** /products: the catalogue, searched (q from the header), filtered by category, sorted, 9 a page; all of it kept in the URL. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const rawSort = params.get('sort');
  const sort = isProductSort(rawSort) ? rawSort : 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  usePageTitle(q ? `Search: ${q}` : 'Products');

  // The last list stays on screen, dimmed, while the next loads; only the newest query's answer is shown.
  const list = useLoad((signal) => listProducts({ q: q || undefined, category: category || undefined, sort, page, limit: PAGE_SIZE }, { signal }), {
    key: [q, category, sort, page],
    keepPrevious: true,
  });
  const shown = list.status === 'failed' ? null : list.data;

  /**
   * Changes one parameter; a new filter starts again from page 1. Built from the address as it is
   * now, not as it was at the last render: two quick changes (a category, then a sort) keep both.
   */
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const goToPage = (value: number) => {
    update('page', value > 1 ? String(value) : '');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

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
            <ResultCount pagination={list.status === 'ready' ? list.data?.pagination : undefined} />
          </Box>
          <ProductFilters category={category} sort={sort} onCategory={(value) => update('category', value)} onSort={(value) => update('sort', value)} />
        </Box>

        <ProductGrid
          list={list}
          skeletons={PAGE_SIZE}
          cell={THREE_ACROSS}
          empty={
            q || category ? <NoMatch q={q} category={category} onClear={() => setParams(new URLSearchParams(sort === 'newest' ? {} : { sort }))} /> : undefined
          }
        />

        {shown && shown.pagination.totalPages > 1 && shown.products.length > 0 && (
          <Box component="nav" aria-label="Product pages" sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
            <Pagination
              count={shown.pagination.totalPages}
              page={Math.min(page, shown.pagination.totalPages)}
              onChange={(_, value) => goToPage(value)}
              color="primary"
              shape="rounded"
              siblingCount={0}
            />
          </Box>
        )}
      </Container>
    </>
  );
}

function ResultCount({ pagination }: { pagination?: ProductPagination }) {
  // A live region: a screen reader hears how many matched after each search or filter.
  return (
    <Typography role="status" sx={{ mt: 0.5, color: 'text.secondary', minHeight: '1.5em' }}>
      {pagination && pagination.totalProducts > 0 ? showing(pagination) : ''}
    </Typography>
  );
}

function showing({ page, limit, totalProducts }: ProductPagination): string {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, totalProducts);
  const noun = totalProducts === 1 ? 'product' : 'products';
  return first > totalProducts ? `${totalProducts} ${noun}` : `Showing ${first}–${last} of ${totalProducts} ${noun}`;
}

function NoMatch({ q, category, onClear }: { q: string; category: string; onClear: () => void }) {
  const what = q ? `“${q}”` : 'this category';
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 2, border: '2px dashed', borderColor: 'divider', borderRadius: '20px', bgcolor: 'background.paper' }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h5" component="p" sx={{ mt: 1 }}>
        No products match {what}
        {q && category ? ` in ${categoryLabel(category)}` : ''}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>Try another word, check the spelling, or browse everything we stock.</Typography>
      <Button variant="contained" onClick={onClear} sx={{ mt: 3 }}>
        Show all products
      </Button>
    </Box>
  );
}
