import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Benefit } from '../content/benefits';

export function BenefitBlocks({ items, columns = 4 }: { items: readonly Benefit[]; columns?: 3 | 4 }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ id, icon: Icon, title, desc }) => (
        <Grid key={id} size={{ xs: 6, md: 12 / columns }} component="li">
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 1.5, sm: 2 },
              alignItems: 'flex-start',
              height: '100%',
              p: { xs: 2, sm: 2.5 },
              borderRadius: '20px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(31, 111, 92, 0.1)',
                color: 'secondary.main',
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography component="h3" variant="h6">
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {desc}
              </Typography>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
