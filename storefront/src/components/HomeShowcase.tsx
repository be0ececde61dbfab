import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HighlightTabs } from './HighlightTabs';
import { ProductGrid, type ProductListLoad } from './ProductGrid';

const SHOWCASE_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'latest', label: 'Latest' },
] as const;

/** Featured / Latest: the tabs only change their highlight; the list stays the same (no ranking exists behind them). */
export function HomeShowcase({ list, skeletons }: { list: ProductListLoad; skeletons: number }) {
  const [tab, setTab] = useState<'featured' | 'latest'>('featured');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 4 } }}>
        <Typography id="showcase" variant="h2">
          Our products
        </Typography>
        <HighlightTabs tabs={SHOWCASE_TABS} value={tab} onChange={setTab} label="Product showcase" idPrefix="showcase-tab" panelId="showcase-panel" />
      </Box>
      <Box role="tabpanel" id="showcase-panel" aria-labelledby={`showcase-tab-${tab}`}>
        <ProductGrid list={list} skeletons={skeletons} />
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          See all products
        </Button>
      </Box>
    </>
  );
}
