import Container from '@mui/material/Container';
import { AboutCounters } from '../components/AboutCounters';
import { AboutMission } from '../components/AboutMission';
import { AboutStore } from '../components/AboutStore';
import { AboutTeam } from '../components/AboutTeam';
import { BenefitBlocks } from '../components/BenefitBlocks';
import { BENEFITS } from '../content/benefits';
import { NewsletterBlock } from '../components/NewsletterBlock';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { usePageTitle } from '../lib/usePageTitle';

export default function AboutPage() {
  usePageTitle('About Us');

  return (
    <>
      <PageBanner title="About Us" subtitle="A family-run pet store that grew up, but never grew out of loving animals." />
      <AboutStore />
      <AboutCounters />
      <Container maxWidth="lg" component="section" aria-labelledby="why-us" sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id="why-us" kicker="Why choose us" title="Why Choose Us" align="center" />
        <BenefitBlocks columns={3} items={[BENEFITS.brands, BENEFITS.lifeStage, BENEFITS.shipping, BENEFITS.guarantee, BENEFITS.payment, BENEFITS.support]} />
      </Container>
      <AboutMission />
      <AboutTeam />
      <NewsletterBlock />
    </>
  );
}
