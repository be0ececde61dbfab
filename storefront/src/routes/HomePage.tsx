import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BENEFITS, BenefitBlocks } from '../components/BenefitBlocks';
import { NewsletterBlock } from '../components/NewsletterBlock';
import { ProductGrid } from '../components/ProductGrid';
import { SectionHeading } from '../components/SectionHeading';
import { TestimonialCarousel } from '../components/TestimonialCarousel';
import { useProductList, type ProductListState } from '../components/useProductList';
import { usePageTitle } from '../lib/usePageTitle';

const BEST_SELLING_COUNT = 4;
const SHOWCASE_COUNT = 8;

export default function HomePage() {
  usePageTitle();
  const list = useProductList({ limit: SHOWCASE_COUNT });
  const bestSelling: ProductListState = { ...list, products: list.products.slice(0, BEST_SELLING_COUNT) };

  return (
    <>
      <Hero />
      <Container maxWidth="lg" component="section" aria-label="Why shop with us" sx={{ mt: { xs: 4, md: -6 }, position: 'relative' }}>
        <BenefitBlocks items={[BENEFITS.shipping, BENEFITS.brands, BENEFITS.guarantee, BENEFITS.payment]} />
      </Container>

      <Container maxWidth="lg" component="section" aria-labelledby="best-selling" sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id="best-selling" kicker="Loved by pets" title="Best selling" />
        <ProductGrid state={bestSelling} skeletons={BEST_SELLING_COUNT} onRetry={list.reload} />
      </Container>

      <Paradise />
      <AboutTeaser />

      <Container maxWidth="lg" component="section" aria-labelledby="showcase" sx={{ py: { xs: 6, md: 9 } }}>
        <Showcase list={list} />
      </Container>

      <Box component="section" aria-labelledby="testimonials" sx={{ bgcolor: '#FBEBD9', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <SectionHeading id="testimonials" kicker="Happy tails" title="What pet parents say" align="center" />
          <TestimonialCarousel />
        </Container>
      </Box>

      <NewsletterBlock />
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

function Paradise() {
  return (
    <Box component="section" aria-labelledby="paradise" sx={{ bgcolor: '#E7F1EC', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="img"
              src="/images/paradise.svg"
              alt="Shelves stocked with pet food, bowls, toys and a cosy bed"
              width={600}
              height={420}
              sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: '28px' }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionHeading id="paradise" kicker="Shop the aisles" title="Browse Our Unique Paradise">
              <Typography>
                Wander through hand-picked aisles of everyday essentials and little luxuries: complete diets and treats, bowls and feeders, grooming kits, beds,
                scratchers and chew-proof toys. Every product is one we would happily give our own pets.
              </Typography>
            </SectionHeading>
            <Button component={RouterLink} to="/products" variant="contained" color="secondary" size="large">
              Start exploring
            </Button>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function AboutTeaser() {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="about-teaser" sx={{ pt: { xs: 6, md: 9 } }}>
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center', flexDirection: { xs: 'column-reverse', md: 'row' } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionHeading id="about-teaser" kicker="About us" title="Pet people, serving pet people">
            <Typography>
              We started as a single neighbourhood pet store and grew into an online shop trusted by thousands of families across India. We still check every
              product the way we did on day one: would our own dogs and cats love it?
            </Typography>
          </SectionHeading>
          <Button component={RouterLink} to="/about-us" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
            Read our story
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            component="img"
            src="/images/about-store.svg"
            alt="Our pet supplies shop front with a striped awning"
            width={600}
            height={420}
            sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: '28px' }}
          />
        </Grid>
      </Grid>
    </Container>
  );
}

/** Featured / Latest: per the spec the tabs only change their highlight; the list stays the same. */
function Showcase({ list }: { list: ProductListState & { reload: () => void } }) {
  const [tab, setTab] = useState<'featured' | 'latest'>('featured');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 4 } }}>
        <Typography id="showcase" variant="h2">
          Our products
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: 'featured' | 'latest') => setTab(value)}
          aria-label="Product showcase"
          textColor="primary"
          indicatorColor="primary"
        >
          <Tab value="featured" label="Featured" id="showcase-tab-featured" aria-controls="showcase-panel" />
          <Tab value="latest" label="Latest" id="showcase-tab-latest" aria-controls="showcase-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="showcase-panel" aria-labelledby={`showcase-tab-${tab}`}>
        <ProductGrid state={list} skeletons={SHOWCASE_COUNT} onRetry={list.reload} />
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          See all products
        </Button>
      </Box>
    </>
  );
}
