import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { ABOUT_COUNTERS } from '../content/about';
import { AnimatedCounter } from './AnimatedCounter';

/** The store in numbers, each counted up as it comes into view. */
export function AboutCounters() {
  return (
    <Box component="section" aria-label="Our store in numbers" sx={{ bgcolor: '#FBEBD9', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ABOUT_COUNTERS.map((counter) => (
            <Grid key={counter.id} size={{ xs: 6, md: 3 }} component="li">
              <AnimatedCounter value={counter.value} suffix={counter.suffix} label={counter.label} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
