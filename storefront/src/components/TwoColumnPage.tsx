import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { PageBanner } from './PageBanner';

/** An inner page under its banner in two columns, the wider first (the contact page, the FAQ); stacked on a phone. */
export function TwoColumnPage({ title, subtitle, wide, narrow }: { title: string; subtitle: string; wide: ReactNode; narrow: ReactNode }) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>{wide}</Grid>
          <Grid size={{ xs: 12, md: 5 }}>{narrow}</Grid>
        </Grid>
      </Container>
    </>
  );
}
