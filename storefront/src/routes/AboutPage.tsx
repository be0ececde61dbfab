import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AnimatedCounter } from '../components/AnimatedCounter';
import { BENEFITS, BenefitBlocks } from '../components/BenefitBlocks';
import { NewsletterBlock } from '../components/NewsletterBlock';
import { PageBanner } from '../components/PageBanner';
import { PromoReel } from '../components/PromoReel';
import { SectionHeading } from '../components/SectionHeading';
import { SHOP_NAME } from '../lib/brand';
import { usePageTitle } from '../lib/usePageTitle';

const COUNTERS = [
  { id: 'years', value: 28, suffix: '', label: 'Years in business' },
  { id: 'clients', value: 2, suffix: 'k+', label: 'Happy clients' },
  { id: 'brands', value: 72, suffix: '', label: 'Brands' },
  { id: 'products', value: 1.8, suffix: 'k+', label: 'Products' },
] as const;

const TEAM = [
  { id: 1, image: '/images/team-1.svg', name: 'Ananya Rao', position: 'Seller' },
  { id: 2, image: '/images/team-2.svg', name: 'Vikram Mehta', position: 'Seller' },
  { id: 3, image: '/images/team-3.svg', name: 'Priya Nair', position: 'Seller' },
  { id: 4, image: '/images/team-4.svg', name: 'Arjun Singh', position: 'Seller' },
] as const;

export default function AboutPage() {
  usePageTitle('About Us');

  return (
    <>
      <PageBanner title="About Us" subtitle="A family-run pet store that grew up, but never grew out of loving animals." />

      <Container maxWidth="lg" component="section" aria-labelledby="about-store" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionHeading id="about-store" kicker="Who we are" title="About our store">
              <Typography sx={{ mb: 2 }}>
                {SHOP_NAME} began as a small corner shop where neighbours came for a bag of kibble and stayed for a chat about their pets. Nearly three decades
                later we deliver across India, but the idea is the same: honest advice and products we trust.
              </Typography>
              <Typography>
                Our buyers test and compare before anything reaches our shelves, and our team of pet parents is here to help you choose the right food, bed or
                toy for your dog or cat.
              </Typography>
            </SectionHeading>
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

      <Box component="section" aria-label="Our store in numbers" sx={{ bgcolor: '#FBEBD9', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {COUNTERS.map((counter) => (
              <Grid key={counter.id} size={{ xs: 6, md: 3 }} component="li">
                <AnimatedCounter value={counter.value} suffix={counter.suffix} label={counter.label} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="why-us" sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id="why-us" kicker="Why choose us" title="Why Choose Us" align="center" />
        <BenefitBlocks columns={3} items={[BENEFITS.brands, BENEFITS.lifeStage, BENEFITS.shipping, BENEFITS.guarantee, BENEFITS.payment, BENEFITS.support]} />
      </Container>

      <Box component="section" aria-labelledby="mission" sx={{ bgcolor: '#E7F1EC', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SectionHeading id="mission" kicker="What drives us" title="Our Mission">
                <Typography>
                  To make caring for a pet simpler and kinder: fair prices, safe products for every life stage, and delivery to every door at no extra cost.
                  When a product does not work for your pet, we make it right.
                </Typography>
              </SectionHeading>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PromoReel />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="team" sx={{ py: { xs: 6, md: 9 } }}>
        <SectionHeading id="team" kicker="The people behind the paws" title="Our Team" align="center" />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TEAM.map((member) => (
            <Grid key={member.id} size={{ xs: 6, md: 3 }} component="li">
              <Card sx={{ textAlign: 'center', height: '100%' }}>
                <Box component="img" src={member.image} alt={`Portrait of ${member.name}`} sx={{ width: '100%', aspectRatio: '1 / 1', display: 'block' }} />
                <CardContent>
                  <Typography component="h3" variant="h6">
                    {member.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {member.position}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <NewsletterBlock />
    </>
  );
}
