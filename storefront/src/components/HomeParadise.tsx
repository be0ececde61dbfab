import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from './SectionHeading';
import { SectionPicture } from './SectionPicture';
import { SideBySide } from './SideBySide';

/** 'Browse Our Unique Paradise': the aisles' picture and a way into the catalogue. */
export function HomeParadise() {
  return (
    <Box component="section" aria-labelledby="paradise" sx={{ bgcolor: '#E7F1EC', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SideBySide
          first={<SectionPicture src="/images/paradise.svg" alt="Shelves stocked with pet food, bowls, toys and a cosy bed" lazy />}
          second={
            <>
              <SectionHeading id="paradise" kicker="Shop the aisles" title="Browse Our Unique Paradise">
                <Typography>
                  Wander through hand-picked aisles of everyday essentials and little luxuries: complete diets and treats, bowls and feeders, grooming kits,
                  beds, scratchers and chew-proof toys. Every product is one we would happily give our own pets.
                </Typography>
              </SectionHeading>
              <Button component={RouterLink} to="/products" variant="contained" color="secondary" size="large">
                Start exploring
              </Button>
            </>
          }
        />
      </Container>
    </Box>
  );
}
