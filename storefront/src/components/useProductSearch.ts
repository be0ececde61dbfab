import { useSearchParams } from 'react-router-dom';
import { listKey, listProducts, productListOf } from '../api/products';
import { useFirstAnswer } from '../lib/firstAnswer';
import { useLoad } from '../lib/useLoad';
import { listParamsOf, productSearchOf } from '../lib/productSearch';

/** The catalogue's search (q from the header), category, sort and page, all kept in the URL, and the list they load. */
export function useProductSearch() {
  const [params, setParams] = useSearchParams();
  const search = productSearchOf(params);
  const { q, category, sort, page } = search;
  const listParams = listParamsOf(search);

  // The last list stays on screen, dimmed, while the next loads; only the newest query's answer is shown.
  const list = useLoad((signal) => listProducts(listParams, { signal }), {
    key: [q, category, sort, page],
    keepPrevious: true,
    initial: useFirstAnswer(listKey(listParams), (answer) => productListOf(answer, listParams)),
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
