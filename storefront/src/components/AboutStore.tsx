import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SHOP_NAME } from '../lib/brand';
import { SectionHeading } from './SectionHeading';
import { SectionPicture } from './SectionPicture';
import { SideBySide } from './SideBySide';

/** The About page's 'About our store': the shop's story beside its shop front. */
export function AboutStore() {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="about-store" sx={{ py: { xs: 6, md: 9 } }}>
      <SideBySide
        first={
          <SectionHeading id="about-store" kicker="Who we are" title="About our store">
            <Typography sx={{ mb: 2 }}>
              {SHOP_NAME} began as a small corner shop where neighbours came for a bag of kibble and stayed for a chat about their pets. Nearly three decades
              later we deliver across India, but the idea is the same: honest advice and products we trust.
            </Typography>
            <Typography>
              Our buyers test and compare before anything reaches our shelves, and our team of pet parents is here to help you choose the right food, bed or toy
              for your dog or cat.
            </Typography>
          </SectionHeading>
        }
        second={<SectionPicture src="/images/about-store.svg" alt="Our pet supplies shop front with a striped awning" />}
      />
    </Container>
  );
}
