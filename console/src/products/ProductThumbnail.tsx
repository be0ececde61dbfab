import PetsIcon from '@mui/icons-material/Pets';
import Avatar from '@mui/material/Avatar';
import type { Product } from '@petshop/contract';

/** Decorative: the product's name is in the same row. */
export function ProductThumbnail({ product }: { product: Product }) {
  const src = product.images?.[0];
  return (
    <Avatar variant="rounded" src={src} alt="" sx={{ width: 48, height: 48, bgcolor: '#FBEBD9', color: '#E58A4B' }}>
      <PetsIcon />
    </Avatar>
  );
}
