import Box from '@mui/material/Box';
import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { HighlightTabs } from './HighlightTabs';
import { PanelLoading } from './PanelLoading';
import { ProductDetails } from './ProductDetails';

// The reviews (Card, Alert, the review dialog's loader) load when the shopper opens their tab.
const ProductReviews = lazy(() => import('./ProductReviews').then((module) => ({ default: module.ProductReviews })));

/** 'About this product': the Details and Reviews tabs and the open one's panel. */
export function ProductAbout({ product, onReviewed }: { product: Product; onReviewed: (totalReviews: number) => void }) {
  const [tab, setTab] = useState<'details' | 'reviews'>('details');

  return (
    <Box component="section" aria-label="About this product" sx={{ mt: { xs: 5, md: 8 } }}>
      <HighlightTabs
        tabs={[
          { value: 'details', label: 'Details' },
          { value: 'reviews', label: `Reviews (${product.reviewsCount})` },
        ]}
        value={tab}
        onChange={setTab}
        label="About this product"
        idPrefix="tab"
        panelId="product-panel"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      />
      <Box role="tabpanel" id="product-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'details' ? (
          <ProductDetails product={product} />
        ) : (
          <Suspense fallback={<PanelLoading label="Loading reviews" />}>
            <ProductReviews product={product} onReviewed={onReviewed} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
