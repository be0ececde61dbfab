import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReturnableOrder } from '@petshop/contract';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../productPlaceholder';
import { formatDate } from './OrderCard';

/** On a phone the order number and term go under the product's name instead of in columns of their own. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Selected product ids by order id. */
export type Selection = Readonly<Record<string, readonly string[]>>;

export function toggleSelection(selection: Selection, orderId: string, productId: string): Selection {
  const current = selection[orderId] ?? [];
  const next = current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId];
  return { ...selection, [orderId]: next };
}

/** Step 0: a row per returnable product (orders already in a return are not offered by the API). */
export function ReturnProductsStep({
  orders,
  selection,
  onToggle,
}: {
  orders: readonly ReturnableOrder[];
  selection: Selection;
  onToggle: (orderId: string, productId: string) => void;
}) {
  if (orders.length === 0) {
    return <Typography sx={{ mb: 2 }}>You have no delivered orders to return right now: returns are accepted within 30 days of delivery.</Typography>;
  }
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label="Products you can return">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Return</TableCell>
            <TableCell>Product</TableCell>
            <TableCell sx={WIDE_ONLY}>Order number</TableCell>
            <TableCell sx={WIDE_ONLY}>Return by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.flatMap((order) =>
            order.products.map((product) => {
              const checked = selection[order._id]?.includes(product.id) ?? false;
              return (
                <TableRow key={`${order._id}-${product.id}`} hover selected={checked}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked}
                      onChange={() => onToggle(order._id, product.id)}
                      slotProps={{ input: { 'aria-label': `Return ${product.name} from order ${order.orderNumber}` } }}
                    />
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
            }),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
