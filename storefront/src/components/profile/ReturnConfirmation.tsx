import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** The return wizard's last word: the request was sent, its number, and a way to return more. */
export function ReturnConfirmation({ message, returnNumber, onRestart }: { message: string; returnNumber: string; onRestart: () => void }) {
  return (
    <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h3" sx={{ fontSize: '1.3rem !important', mt: 1 }} role="status">
        {message}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        Return number {returnNumber}. We will email you when it is approved, and you can follow it below.
      </Typography>
      <Button variant="outlined" onClick={onRestart} sx={{ mt: 3 }}>
        Return other products
      </Button>
    </Card>
  );
}
