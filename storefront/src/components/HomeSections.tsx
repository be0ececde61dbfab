import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HighlightTabs } from './HighlightTabs';
import { NewsletterBlock } from './NewsletterBlock';
import { ProductGrid, type ProductListLoad } from './ProductGrid';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';

const SHOWCASE_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'latest', label: 'Latest' },
] as const;

/** The home page below its first screen (loaded after it, see HomePage). */
export default function HomeSections({ list, showcaseCount }: { list: ProductListLoad; showcaseCount: number }) {
  return (
    <>
      <Paradise />
      <AboutTeaser />

      <Container maxWidth="lg" component="section" aria-labelledby="showcase" sx={{ py: { xs: 6, md: 9 } }}>
        <Showcase list={list} skeletons={showcaseCount} />
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

function Paradise() {
  return (
    <Box component="section" aria-labelledby="paradise" sx={{ bgcolor: '#E7F1EC', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="img"
              src="/images/paradise.svg"
              loading="lazy"
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

/** Featured / Latest: the tabs only change their highlight; the list stays the same (no ranking exists behind them). */
function Showcase({ list, skeletons }: { list: ProductListLoad; skeletons: number }) {
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
