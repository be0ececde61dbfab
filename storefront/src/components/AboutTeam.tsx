import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TEAM } from '../content/about';
import { SectionHeading } from './SectionHeading';

/** The About page's 'Our Team': a card per person. */
export function AboutTeam() {
  return (
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
  );
}
