import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../lib/formatRupees';
import { CartLineQuantity } from './CartLineQuantity';
import { ProductThumb } from './ProductThumb';
import { useCartLine } from './useCartLine';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * One cart line: image, name, unit price, colour and size, a quantity the shopper can change (the API's
 * PATCH /cart/items/:productId; the server checks stock) and Remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { busy, remove, changeQuantity } = useCartLine(item);
  const { product } = item;
  const link = `/product-details/${encodeURIComponent(product._id)}`;
  const options = [product.color && `Colour: ${product.color}`, product.size && `Size: ${product.size}`].filter(Boolean).join(' · ');

  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: { xs: 1.5, sm: 2.5 }, opacity: busy ? 0.7 : 1 }}>
      <RouterLink to={link} tabIndex={-1} aria-hidden>
        <ProductThumb src={product.images[0]} alt="" size={{ xs: 80, sm: 112 }} />
      </RouterLink>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
            <Link component={RouterLink} to={link} color="inherit">
              {product.name}
            </Link>
          </Typography>
          <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{formatRupees(item.price * item.quantity)}</Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatRupees(item.price)} each{options ? ` · ${options}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
          <CartLineQuantity name={product.name} quantity={item.quantity} busy={busy} onChange={changeQuantity} />
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={busy} sx={{ color: 'text.secondary' }}>
            Remove
            <VisuallyHidden> {product.name}</VisuallyHidden>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
