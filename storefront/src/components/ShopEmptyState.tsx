import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The empty cart and wishlist: a friendly message and a 'Products' button. */
export function ShopEmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 2,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: '20px',
        bgcolor: 'background.paper',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.light', '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h5" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{children}</Typography>
      <Button component={RouterLink} to="/products" variant="contained" sx={{ mt: 3 }}>
        Products
      </Button>
    </Box>
  );
}
