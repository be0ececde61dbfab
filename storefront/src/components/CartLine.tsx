import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@petshop/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../api/client';
import { formatRupees } from '../lib/formatRupees';
import { useCart } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { visuallyHidden } from '../lib/visuallyHidden';
import { ProductThumb } from './ProductThumb';

/** The contract's cart line limit (contract fields.ts `quantity`). */
const MAX_LINE_QUANTITY = 99;

/**
 * One cart line: image, name, unit price, colour and size, a quantity the shopper can change (the API's
 * PATCH /cart/items/:productId; the server checks stock) and Remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const { product } = item;
  const link = `/product-details/${encodeURIComponent(product._id)}`;
  const options = [product.color && `Colour: ${product.color}`, product.size && `Size: ${product.size}`].filter(Boolean).join(' · ');

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(async () => {
      try {
        toast.success((await cart.remove(product._id)) ?? 'Item removed from cart');
      } catch {
        toast.error('Request failed');
      }
    });

  const changeQuantity = (quantity: number) =>
    run(async () => {
      try {
        await cart.setQuantity(product._id, quantity);
      } catch (error) {
        toast.error((error as ApiError).message || 'Request failed');
      }
    });

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
          <Box
            role="group"
            aria-label={`Quantity of ${product.name}`}
            sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}
          >
            <IconButton size="small" aria-label="Decrease quantity" disabled={busy || item.quantity <= 1} onClick={() => changeQuantity(item.quantity - 1)}>
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography component="output" aria-label={`Quantity ${item.quantity}`} sx={{ minWidth: 28, textAlign: 'center', fontWeight: 800 }}>
              {item.quantity}
            </Typography>
            <IconButton
              size="small"
              aria-label="Increase quantity"
              disabled={busy || item.quantity >= MAX_LINE_QUANTITY}
              onClick={() => changeQuantity(item.quantity + 1)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Box>
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={busy} sx={{ color: 'text.secondary' }}>
            Remove
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {product.name}
            </Box>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
