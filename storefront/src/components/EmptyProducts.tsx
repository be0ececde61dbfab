import PetsIcon from '@mui/icons-material/Pets';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** No products to show: stock on its way, or a failed load with Try again. */
export function EmptyProducts({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 5, md: 6 },
        px: 2,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: '20px',
        bgcolor: 'background.paper',
      }}
    >
      <PetsIcon aria-hidden sx={{ fontSize: 44, color: 'primary.light' }} />
      <Typography variant="h5" component="p" sx={{ mt: 1 }}>
        {failed ? 'We couldn’t fetch our products just now' : 'Fresh stock is on its way'}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {failed ? 'Please try again in a moment.' : 'New products will appear here very soon. Check back shortly!'}
      </Typography>
      {failed && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
          Try again
        </Button>
      )}
    </Box>
  );
}
