import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { FaqList } from '../components/FaqList';
import { PageBanner } from '../components/PageBanner';
import { SupportForm } from '../components/SupportForm';
import { usePageTitle } from '../lib/usePageTitle';

export default function FaqPage() {
  usePageTitle('FAQ');

  return (
    <>
      <PageBanner title="Frequently Asked Questions" subtitle="Quick answers about orders, delivery, returns and payments." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <FaqList />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SupportForm />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
