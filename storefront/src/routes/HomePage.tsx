import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { BenefitBlocks } from '../components/BenefitBlocks';
import { HomeHero } from '../components/HomeHero';
import { BENEFITS } from '../content/benefits';
import { listProducts } from '../api/products';
import { ProductGrid, type ProductListLoad } from '../components/ProductGrid';
import { SectionHeading } from '../components/SectionHeading';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';
import { visuallyHidden } from '../lib/visuallyHidden';
import { WhenNear } from '../components/WhenNear';

// The sections below the first screen come in a chunk of their own, fetched as this page renders:
// the first paint does not wait for them, and other pages never load them. They render as they come
// near the viewport (or once the page has loaded), so the first load's main-thread work stays small.
const HomeSections = lazy(() => import('../components/HomeSections'));

const BEST_SELLING_COUNT = 4;
const SHOWCASE_COUNT = 8;
/** About the sections' height, held until they render. */
const BELOW_FOLD_HEIGHT = 3000;

export default function HomePage() {
  usePageTitle();
  const list = useLoad((signal) => listProducts({ limit: SHOWCASE_COUNT }, { signal }));
  const bestSelling: ProductListLoad = { ...list, data: list.data && { products: list.data.products.slice(0, BEST_SELLING_COUNT) } };

  return (
    <>
      <HomeHero />
      <Container maxWidth="lg" component="section" aria-labelledby="benefits" sx={{ mt: { xs: 4, md: -6 }, position: 'relative' }}>
        {/* Unseen, but it keeps the heading order: the blocks' h3s follow an h2. */}
        <Box component="h2" id="benefits" sx={visuallyHidden}>
          Why shop with us
        </Box>
        <BenefitBlocks items={[BENEFITS.shipping, BENEFITS.brands, BENEFITS.guarantee, BENEFITS.payment]} />
      </Container>

      <Container maxWidth="lg" component="section" aria-labelledby="best-selling" sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id="best-selling" kicker="Loved by pets" title="Best selling" />
        <ProductGrid list={bestSelling} skeletons={BEST_SELLING_COUNT} />
      </Container>

      <WhenNear minHeight={BELOW_FOLD_HEIGHT}>
        <Suspense fallback={<Box sx={{ minHeight: BELOW_FOLD_HEIGHT }} />}>
          <HomeSections list={list} showcaseCount={SHOWCASE_COUNT} />
        </Suspense>
      </WhenNear>
    </>
  );
}
