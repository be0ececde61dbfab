import { useSearchParams } from 'react-router-dom';
import { listProducts } from '../api/products';
import { useLoad } from '../lib/useLoad';
import { isProductSort } from './ProductFilters';

/** The products page shows 9 at a time, three across on desktop. */
export const PAGE_SIZE = 9;

/** The catalogue's search (q from the header), category, sort and page, all kept in the URL, and the list they load. */
export function useProductSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const rawSort = params.get('sort');
  const sort = isProductSort(rawSort) ? rawSort : 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  // The last list stays on screen, dimmed, while the next loads; only the newest query's answer is shown.
  const list = useLoad((signal) => listProducts({ q: q || undefined, category: category || undefined, sort, page, limit: PAGE_SIZE }, { signal }), {
    key: [q, category, sort, page],
    keepPrevious: true,
  });

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

  const clear = () => setParams(new URLSearchParams(sort === 'newest' ? {} : { sort }));

  return { q, category, sort, page, list, update, goToPage, clear };
}
