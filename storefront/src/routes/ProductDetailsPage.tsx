import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { getProduct } from '../api/products';
import { ProductBuyBox } from '../components/ProductBuyBox';
import { HighlightTabs } from '../components/HighlightTabs';
import { ProductCarousel } from '../components/ProductCarousel';
import { PanelLoading } from '../components/PanelLoading';
import { ResultPanel } from '../components/ResultPanel';
import { SimilarProducts } from '../components/SimilarProducts';
import { categoryLabel } from '../components/productCategories';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';
import { WhenNear } from '../components/WhenNear';

// The share dialog (Dialog, TextField, Tooltip) loads when the shopper first asks to share.
// The reviews (Card, Alert, the review dialog's loader) load when the shopper opens their tab.
const ProductReviews = lazy(() => import('../components/ProductReviews').then((module) => ({ default: module.ProductReviews })));
const ProductShareDialog = lazy(() => import('../components/ProductShareDialog').then((module) => ({ default: module.ProductShareDialog })));

/** /product-details/:id: one product, its reviews and similar products. */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const loaded = useLoad((signal) => getProduct(id, { signal }), { key: [id] });
  const product = loaded.data;
  const missing = loaded.error instanceof ApiError && loaded.error.status === 404;

  usePageTitle(product ? product.name : missing ? 'Product not found' : 'Product');

  if (!product && loaded.status === 'failed') {
    return (
      <ResultPanel
        icon={<SearchOffIcon color="primary" />}
        title={missing ? 'Product not found' : 'Something went wrong'}
        actions={
          <Button component={RouterLink} to="/products" variant="contained">
            Browse products
          </Button>
        }
      >
        {missing ? 'This product may have sold out for good or the link is mistyped.' : 'We could not load this product just now. Please try again.'}
      </ResultPanel>
    );
  }

  // A new review reloads the product (its rating and count) while the page keeps showing it.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {product ? <ProductView key={product._id} product={product} onReviewed={() => void loaded.reload()} /> : <LoadingProduct />}
    </Container>
  );
}

function ProductView({ product: loaded, onReviewed }: { product: Product; onReviewed: () => void }) {
  const [tab, setTab] = useState<'details' | 'reviews'>('details');
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
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/" color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to={`/products?category=${encodeURIComponent(product.category)}`} color="inherit">
          {categoryLabel(product.category)}
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductCarousel images={product.images} name={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductBuyBox
            product={product}
            onShare={() => {
              setShared(true);
              setSharing(true);
            }}
          />
        </Grid>
      </Grid>

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
              <ProductReviews product={product} onReviewed={reviewed} />
            </Suspense>
          )}
        </Box>
      </Box>

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

function ProductDetails({ product }: { product: Product }) {
  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        Description
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
      <DetailList title="Key features" items={product.keyFeatures} />
      <DetailList title="Why choose it" items={product.whyChoose} />
    </Box>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h4" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </>
  );
}

function LoadingProduct() {
  return (
    <Grid container spacing={{ xs: 3, md: 6 }} aria-busy="true" aria-label="Loading product">
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: '20px' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton height={56} width="80%" />
        <Skeleton width="40%" />
        <Skeleton height={48} width="30%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
      </Grid>
    </Grid>
  );
}
