import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_LINE_QUANTITY } from '../lib/lineQuantity';

/** A cart line's quantity with its − and + (the server checks stock and what one order may take). */
export function CartLineQuantity({ name, quantity, busy, onChange }: { name: string; quantity: number; busy: boolean; onChange: (quantity: number) => void }) {
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${name}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}
    >
      <IconButton size="small" aria-label="Decrease quantity" disabled={busy || quantity <= 1} onClick={() => onChange(quantity - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-label={`Quantity ${quantity}`} sx={{ minWidth: 28, textAlign: 'center', fontWeight: 800 }}>
        {quantity}
      </Typography>
      <IconButton size="small" aria-label="Increase quantity" disabled={busy || quantity >= MAX_LINE_QUANTITY} onClick={() => onChange(quantity + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
