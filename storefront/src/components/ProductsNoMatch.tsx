import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { categoryLabel } from './productCategories';

export function ProductsNoMatch({ q, category, onClear }: { q: string; category: string; onClear: () => void }) {
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
