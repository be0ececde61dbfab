import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from './SectionHeading';

/** 'Pet people, serving pet people': a few words about the shop and a link to its story. */
export function HomeAboutTeaser() {
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
