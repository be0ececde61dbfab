import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { HighlightTabs } from './HighlightTabs';
import { PanelLoading } from './PanelLoading';
import { withMui } from '../lib/muiScope';
import { ProductDetails } from './ProductDetails';
import type { ProductReviewsProps } from './ProductReviews';
import styles from './ProductPage.module.css';

// The reviews (Card, Alert, the review dialog's loader) load when the shopper opens their tab.
const ProductReviews = lazy(withMui<ProductReviewsProps>(() => import('./ProductReviews').then((module) => ({ default: module.ProductReviews }))));

/** 'About this product': the Details and Reviews tabs and the open one's panel. */
export function ProductAbout({ product, onReviewed }: { product: Product; onReviewed: (totalReviews: number) => void }) {
  const [tab, setTab] = useState<'details' | 'reviews'>('details');

  return (
    <section aria-label="About this product" className={styles.about}>
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
        className={styles.aboutTabs}
      />
      <div role="tabpanel" id="product-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'details' ? (
          <ProductDetails product={product} />
        ) : (
          <Suspense fallback={<PanelLoading label="Loading reviews" />}>
            <ProductReviews product={product} onReviewed={onReviewed} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
