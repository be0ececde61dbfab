import PetsIcon from '@mui/icons-material/Pets';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_NAME } from '../lib/brand';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${SHOP_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: { xs: 0.75, sm: 1 },
        color: inverted ? 'background.default' : 'text.primary',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: 34, sm: 40 },
          height: { xs: 34, sm: 40 },
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <PetsIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1rem', sm: '1.3rem' },
          lineHeight: 1.05,
          letterSpacing: '-0.01em',
          // Two short lines on phones so the header icons keep their row.
          maxWidth: { xs: '5.5em', sm: 'none' },
        }}
      >
        {SHOP_NAME}
      </Typography>
    </Box>
  );
}
