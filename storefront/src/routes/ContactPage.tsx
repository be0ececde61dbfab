import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { PageBanner } from '../components/PageBanner';
import { usePageTitle } from '../lib/usePageTitle';

export default function ContactPage() {
  usePageTitle('Contact Us');

  return (
    <>
      <PageBanner title="Contact Us" subtitle="Questions about an order, a product or your pet’s needs? We are happy to help." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactDetails />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
