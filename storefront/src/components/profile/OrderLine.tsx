import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../lib/formatRupees';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../productPlaceholder';

/** One product of an order: its picture, name, price times quantity, and View item. */
export function OrderLine({ line }: { line: Order['products'][number] }) {
  const product = line.productId;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5 }}>
      <Box
        component="img"
        src={product.images[0] || PRODUCT_PLACEHOLDER_IMAGE}
        alt={product.name}
        loading="lazy"
        sx={{ width: 64, height: 64, borderRadius: '10px', objectFit: 'cover', bgcolor: '#FBEBD9', flexShrink: 0 }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatRupees(line.price)} × {line.quantity}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={`/product-details/${encodeURIComponent(product._id)}`}
        size="small"
        variant="outlined"
        aria-label={`View item ${product.name}`}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        View item
      </Button>
    </Box>
  );
}
