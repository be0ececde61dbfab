import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from './SectionHeading';
import { SectionPicture } from './SectionPicture';
import { SideBySide } from './SideBySide';

/** 'Pet people, serving pet people': a few words about the shop and a link to its story. */
export function HomeAboutTeaser() {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="about-teaser" sx={{ pt: { xs: 6, md: 9 } }}>
      <SideBySide
        secondOnTopOnPhones
        first={
          <>
            <SectionHeading id="about-teaser" kicker="About us" title="Pet people, serving pet people">
              <Typography>
                We started as a single neighbourhood pet store and grew into an online shop trusted by thousands of families across India. We still check every
                product the way we did on day one: would our own dogs and cats love it?
              </Typography>
            </SectionHeading>
            <Button component={RouterLink} to="/about-us" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
              Read our story
            </Button>
          </>
        }
        second={<SectionPicture src="/images/about-store.svg" alt="Our pet supplies shop front with a striped awning" />}
      />
    </Container>
  );
}
