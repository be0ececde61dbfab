import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';

/** The product's colours as a radio group of swatches, the chosen one named beside 'Colour:'. */
export function ColourSwatches({ colors, color, onColor }: { colors: Product['colors']; color: string | null; onColor: (name: string) => void }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography id="colour-label" sx={{ fontWeight: 700, mb: 1 }}>
        Colour: <span style={{ fontWeight: 400 }}>{color}</span>
      </Typography>
      <Box role="radiogroup" aria-labelledby="colour-label" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {colors.map((option) => (
          <ButtonBase
            key={option._id}
            role="radio"
            aria-checked={color === option.name}
            aria-label={option.name}
            onClick={() => onColor(option.name)}
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: option.value,
              border: '2px solid #fff',
              boxShadow: color === option.name ? (theme) => `0 0 0 3px ${theme.palette.primary.main}` : '0 0 0 1px rgba(61, 43, 31, 0.3)',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
