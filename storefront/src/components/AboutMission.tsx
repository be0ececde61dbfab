import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PromoReel } from './PromoReel';
import { SectionHeading } from './SectionHeading';
import { SideBySide } from './SideBySide';

/** The About page's 'Our Mission' beside the promotional reel. */
export function AboutMission() {
  return (
    <Box component="section" aria-labelledby="mission" sx={{ bgcolor: '#E7F1EC', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SideBySide
          first={
            <SectionHeading id="mission" kicker="What drives us" title="Our Mission">
              <Typography>
                To make caring for a pet simpler and kinder: fair prices, safe products for every life stage, and delivery to every door at no extra cost. When
                a product does not work for your pet, we make it right.
              </Typography>
            </SectionHeading>
          }
          second={<PromoReel />}
        />
      </Container>
    </Box>
  );
}
