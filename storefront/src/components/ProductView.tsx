import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { withMui } from '../lib/muiScope';
import { ProductAbout } from './ProductAbout';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductCarousel } from './ProductCarousel';
import styles from './ProductPage.module.css';
import type { ProductShareDialogProps } from './ProductShareDialog';
import { SimilarProducts } from './SimilarProducts';
import { WhenNear } from './WhenNear';

// The share dialog (Dialog, TextField, Tooltip) loads when the shopper first asks to share.
const ProductShareDialog = lazy(
  withMui<ProductShareDialogProps>(() => import('./ProductShareDialog').then((module) => ({ default: module.ProductShareDialog }))),
);

/** One loaded product: its pictures and buy box, its details and reviews, and similar products. */
export function ProductView({ product: loaded, onReviewed }: { product: Product; onReviewed: () => void }) {
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState(false);
  // The reviews list counts a new review at once; the product's own figures may follow a moment later.
  const [reviewsCount, setReviewsCount] = useState<number | null>(null);
  const product = reviewsCount === null ? loaded : { ...loaded, reviewsCount: Math.max(reviewsCount, loaded.reviewsCount) };
  const reviewed = (total: number) => {
    setReviewsCount(total);
    onReviewed();
  };

  return (
    <>
      <ProductBreadcrumbs product={product} />
      <div className={styles.columns}>
        <ProductCarousel images={product.images} name={product.name} />
        <div>
          <ProductBuyBox
            product={product}
            onShare={() => {
              setShared(true);
              setSharing(true);
            }}
          />
        </div>
      </div>
      <ProductAbout product={product} onReviewed={reviewed} />
      {/* Below the fold: drawn as it nears the viewport (or once the page has loaded). */}
      <WhenNear minHeight={600}>
        <SimilarProducts product={product} />
      </WhenNear>
      {shared && (
        <Suspense fallback={null}>
          <ProductShareDialog open={sharing} onClose={() => setSharing(false)} url={window.location.href} name={product.name} />
        </Suspense>
      )}
    </>
  );
}
