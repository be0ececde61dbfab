import Box from '@mui/material/Box';
import { PRODUCT_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './productPlaceholder';

/** A square product image for cart and wishlist lines; a missing or broken image shows the placeholder. */
export function ProductThumb({ src, alt, size = 96 }: { src?: string; alt: string; size?: number | Record<string, number> }) {
  return (
    <Box
      component="img"
      src={src || PRODUCT_PLACEHOLDER_IMAGE}
      alt={alt}
      loading="lazy"
      onError={showPlaceholderOnError}
      sx={{ width: size, height: size, flexShrink: 0, objectFit: 'cover', borderRadius: '12px', bgcolor: '#FBEBD9', display: 'block' }}
    />
  );
}
