import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReturnableOrder } from '@petshop/contract';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../productPlaceholder';
import { formatDate } from './OrderCard';

/** On a phone the order number and term go under the product's name instead of in columns of their own. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface ReturnProductRowProps {
  order: ReturnableOrder;
  product: ReturnableOrder['products'][number];
  checked: boolean;
  onToggle: () => void;
}

/** A returnable product: its checkbox, picture and name, its order's number and the day its return closes. */
export function ReturnProductRow({ order, product, checked, onToggle }: ReturnProductRowProps) {
  return (
    <TableRow hover selected={checked}>
      <TableCell padding="checkbox">
        <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': `Return ${product.name} from order ${order.orderNumber}` } }} />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Box
            component="img"
            src={product.image || PRODUCT_PLACEHOLDER_IMAGE}
            alt=""
            aria-hidden
            sx={{ width: 44, height: 44, borderRadius: '8px', objectFit: 'cover', bgcolor: '#FBEBD9', flexShrink: 0 }}
          />
          <Box>
            {product.name}
            <Typography variant="body2" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
              Order {order.orderNumber} · Return by {formatDate(product.returnDate)}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{order.orderNumber}</TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDate(product.returnDate)}</TableCell>
    </TableRow>
  );
}
