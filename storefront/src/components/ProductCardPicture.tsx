import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ProductCard } from '@petshop/contract';
import { responsiveImage } from '../lib/responsiveImage';
import { PRODUCT_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './productPlaceholder';

/**
 * A card's square picture, faded and marked 'Unavailable' when out of stock. A card in the first screen
 * (`first`) loads its picture at once and before the page's other pictures: it is the page's largest paint.
 */
export function ProductCardPicture({ product, first = false }: { product: ProductCard; first?: boolean }) {
  const image = product.images?.[0] || PRODUCT_PLACEHOLDER_IMAGE;
  const unavailable = !(product.stock > 0);
  return (
    <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#FBEBD9', overflow: 'hidden', position: 'relative' }}>
      <Box
        component="img"
        // Two cards a row on a phone, four on a desktop.
        {...responsiveImage(image, '(max-width: 600px) 50vw, 25vw')}
        alt={product.name}
        {...(first ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        onError={showPlaceholderOnError}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: unavailable ? 0.6 : 1 }}
      />
      {unavailable && (
        <Chip
          label="Unavailable"
          size="small"
          sx={{ position: 'absolute', bottom: 10, left: 10, bgcolor: 'text.primary', color: 'background.default', fontWeight: 700 }}
        />
      )}
    </Box>
  );
}
