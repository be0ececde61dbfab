import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
// Small enough for the bundler to inline: the home page's largest paint needs no download of its own.
import heroImage from '../assets/hero.svg';

/** The home page's first screen: what the shop is, View Collection and Our story, beside a dog and a cat. */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: 'linear-gradient(160deg, #FFF8F0 0%, #FBEBD9 60%, #F7DCC0 100%)', pt: { xs: 5, md: 8 }, pb: { xs: 4, md: 12 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              component="p"
              sx={{ color: 'secondary.main', fontWeight: 800, letterSpacing: '0.12em', textTransform: 'uppercase', fontSize: '0.85rem' }}
            >
              For dogs, cats and the people who love them
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mt: 1.5 }}>
              Everything your pet needs, delivered to your door
            </Typography>
            <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary', maxWidth: 520 }}>
              Nutritious food, tasty treats, cosy beds and toys they will not put down, for every life stage. Free shipping on all orders, and 25% off your
              first one.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/products" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
                View Collection
              </Button>
              <Button component={RouterLink} to="/about-us" variant="outlined" size="large" color="secondary">
                Our story
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box
              component="img"
              src={heroImage}
              alt="A happy dog and a cat sitting side by side"
              fetchPriority="high"
              width={600}
              height={460}
              sx={{ width: '100%', height: 'auto', maxWidth: 560, display: 'block', mx: 'auto' }}
            />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
