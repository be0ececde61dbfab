import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HomeAboutTeaser } from './HomeAboutTeaser';
import { HomeParadise } from './HomeParadise';
import { HomeShowcase } from './HomeShowcase';
import { NewsletterBlock } from './NewsletterBlock';
import type { ProductListLoad } from './ProductGrid';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';

/** The home page below its first screen (loaded after it, see HomePage). */
export default function HomeSections({ list, showcaseCount }: { list: ProductListLoad; showcaseCount: number }) {
  return (
    <>
      <HomeParadise />
      <HomeAboutTeaser />

      <Container maxWidth="lg" component="section" aria-labelledby="showcase" sx={{ py: { xs: 6, md: 9 } }}>
        <HomeShowcase list={list} skeletons={showcaseCount} />
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
