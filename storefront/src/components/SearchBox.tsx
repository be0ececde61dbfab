import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
      {/* OutlinedInput, not TextField: TextField brings Select, Menu and Popover into every page. */}
      <OutlinedInput
        size="small"
        type="search"
        name="q"
        fullWidth
        placeholder="Search products..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search products' } }}
        sx={{ borderRadius: 999, bgcolor: 'background.default' }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" edge="end" size="small" aria-label="Search">
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </Box>
  );
}
