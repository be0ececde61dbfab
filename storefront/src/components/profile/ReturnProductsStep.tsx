import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReturnableOrder } from '@petshop/contract';
import { ReturnProductRow, WIDE_ONLY } from './ReturnProductRow';
import type { Selection } from './returnSelection';

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
            order.products.map((product) => (
              <ReturnProductRow
                key={`${order._id}-${product.id}`}
                order={order}
                product={product}
                checked={selection[order._id]?.includes(product.id) ?? false}
                onToggle={() => onToggle(order._id, product.id)}
              />
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
