import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// A plain <input> drawn as MUI's small OutlinedInput: InputBase and its helpers would cost every page
// about 7 KB (gzip). Its 1 px border plus a 1 px inset shadow stand for the 2 px focused outline.
const fieldSx = {
  typography: 'body1',
  lineHeight: '1.4375em',
  display: 'flex',
  alignItems: 'center',
  cursor: 'text',
  borderRadius: 999,
  bgcolor: 'background.default',
  border: '1px solid rgba(0, 0, 0, 0.23)',
  pr: '13px',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
} as const;

const inputSx = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'text.primary',
  flex: 1,
  minWidth: 0,
  boxSizing: 'content-box',
  height: '1.4375em',
  p: '7.5px 0 7.5px 13px',
  m: 0,
  border: 0,
  bgcolor: 'transparent',
  outline: 0,
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
} as const;

/** Header search: submitting goes to /products?q=<text> (the products page reads `q`). */
export function SearchBox({ sx }: { sx?: SxProps<Theme> }) {
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
    <Box component="form" role="search" onSubmit={submit} sx={sx}>
      <Box sx={fieldSx}>
        <Box
          component="input"
          type="search"
          name="q"
          placeholder="Search products..."
          aria-label="Search products"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={inputSx}
        />
        <IconButton type="submit" edge="end" size="small" aria-label="Search" sx={{ ml: 1 }}>
          <SearchIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
