import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PanelLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
}
