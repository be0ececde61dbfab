import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const toProducts = (
  <Button component={RouterLink} to="/products" variant="contained">
    Products
  </Button>
);

/** Nothing to show yet (an empty cart, wishlist or shelf): a friendly message and a way on, by default the 'Products' button. */
export function ShopEmptyState({ icon, title, children, action = toProducts }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
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
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
