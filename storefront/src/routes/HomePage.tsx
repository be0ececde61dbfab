import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BENEFITS, BenefitBlocks } from '../components/BenefitBlocks';
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
      <Hero />
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

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(160deg, #FFF8F0 0%, #FBEBD9 60%, #F7DCC0 100%)', pt: { xs: 5, md: 8 }, pb: { xs: 4, md: 12 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              component="p"
              sx={{ color: 'secondary.main', fontWeight: 800, letterSpacing: '0.12em', textTransform: 'uppercase', fontSize: '0.85rem' }}
            >
              For dogs, cats and the people who love them
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mt: 1.5 }}>
              Everything your pet needs, delivered to your door
            </Typography>
            <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary', maxWidth: 520 }}>
              Nutritious food, tasty treats, cosy beds and toys they will not put down, for every life stage. Free shipping on all orders, and 25% off your
              first one.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/products" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
                View Collection
              </Button>
              <Button component={RouterLink} to="/about-us" variant="outlined" size="large" color="secondary">
                Our story
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="img"
              src="/images/hero.svg"
              alt="A happy dog and a cat sitting side by side"
              fetchPriority="high"
              width={600}
              height={460}
              sx={{ width: '100%', height: 'auto', maxWidth: 560, display: 'block', mx: 'auto' }}
            />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
