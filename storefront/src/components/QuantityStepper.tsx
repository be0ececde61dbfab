import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export function QuantityStepper({ value, max, disabled, onChange }: { value: number; max: number; disabled: boolean; onChange: (value: number) => void }) {
  return (
    <Box role="group" aria-label="Quantity" sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}>
      <IconButton aria-label="Decrease quantity" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1}>
        <RemoveIcon />
      </IconButton>
      <Typography component="output" aria-live="polite" aria-label={`Quantity ${value}`} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800 }}>
        {value}
      </Typography>
      <IconButton aria-label="Increase quantity" onClick={() => onChange(value + 1)} disabled={disabled || value >= max}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
