import SearchIcon from '@mui/icons-material/Search?plain';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './SearchBox.module.css';
import { IconButton } from './ui/IconButton';

/**
 * Header search: submitting goes to /products?q=<text> (the products page reads `q`). Before the app has
 * started, the form itself goes there: the API draws the list of results.
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryInUrl = location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(queryInUrl);

  // Follow the URL (back button, links) so the box shows what is being searched.
  useEffect(() => setText(queryInUrl), [queryInUrl]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; a form with the role is read alike.
    <form role="search" action="/products" onSubmit={submit} className={className}>
      <div className={styles.field}>
        <input
          type="search"
          name="q"
          placeholder="Search products..."
          aria-label="Search products"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={styles.input}
        />
        <IconButton type="submit" edge="end" size="small" aria-label="Search">
          <SearchIcon />
        </IconButton>
      </div>
    </form>
  );
}
