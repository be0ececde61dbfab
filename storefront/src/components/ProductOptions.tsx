import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { ColourSwatches } from './ColourSwatches';

/** Colour swatches and sizes as radio groups: one choice each, sent along with Add to cart. */
export function ProductOptions({
  product,
  color,
  size,
  onColor,
  onSize,
}: {
  product: Product;
  color: string | null;
  size: string | null;
  onColor: (name: string) => void;
  onSize: (size: string) => void;
}) {
  return (
    <>
      {product.colors.length > 0 && <ColourSwatches colors={product.colors} color={color} onColor={onColor} />}
      {product.sizes.length > 0 && (
        <Box sx={{ mt: 2.5 }}>
          <Typography id="size-label" sx={{ fontWeight: 700, mb: 1 }}>
            Size
          </Typography>
          <Box role="radiogroup" aria-labelledby="size-label" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {product.sizes.map((option) => (
              <ButtonBase
                key={option}
                role="radio"
                aria-checked={size === option}
                onClick={() => onSize(option)}
                sx={{
                  minWidth: 48,
                  height: 40,
                  px: 1.5,
                  borderRadius: '10px',
                  fontWeight: 700,
                  border: 2,
                  borderColor: size === option ? 'primary.main' : 'divider',
                  bgcolor: size === option ? 'rgba(181, 84, 28, 0.08)' : 'background.paper',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              >
                {option}
              </ButtonBase>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
