import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore?plain';
import NavigateNextIcon from '@mui/icons-material/NavigateNext?plain';
import { type PaginationItem as Item, paginationItems } from './paginationItems';
import styles from './ProductsPage.module.css';
import ui from './ui/ui.module.css';

/** The catalogue's page numbers; the page asked for is capped at the last there is. */
export function ProductPages({ page: asked, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const page = Math.min(asked, totalPages);
  return (
    <nav aria-label="Product pages" className={styles.pages}>
      <ul className={ui.bareRow}>
        {paginationItems(page, totalPages).map((item) => (
          <li key={item}>
            <PageItem item={item} page={page} last={totalPages} onPage={onPage} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageItem({ item, page, last, onPage }: { item: Item; page: number; last: number; onPage: (page: number) => void }) {
  if (item === 'start-ellipsis' || item === 'end-ellipsis') return <div className={`${styles.item} ${styles.ellipsis}`}>…</div>;
  if (item === 'previous' || item === 'next') {
    const to = item === 'previous' ? page - 1 : page + 1;
    return (
      <button type="button" aria-label={`Go to ${item} page`} disabled={to < 1 || to > last} onClick={() => onPage(to)} className={styles.item}>
        {item === 'previous' ? <NavigateBeforeIcon /> : <NavigateNextIcon />}
      </button>
    );
  }
  const current = item === page;
  return (
    <button
      type="button"
      aria-label={current ? `page ${item}` : `Go to page ${item}`}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPage(item)}
      className={styles.item}
    >
      {item}
    </button>
  );
}
