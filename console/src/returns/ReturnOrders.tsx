import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath } from 'react-admin';
import type { ReturnOnPage } from './types';
import { formatRupees } from '../money';

const returnBy = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
/** The return term as a date, whether the API sent a time or a bare date. */
const formatTerm = (term: string) => (Number.isNaN(Date.parse(term)) ? term : returnBy.format(new Date(term)));

/** Each order the return takes products back from: its state now, and the returned lines. */
export function ReturnOrders({ record }: { record: ReturnOnPage }) {
  const createPath = useCreatePath();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {record.orders.map((order) => {
        const details = record.orderDetails?.find((one) => one._id === order.orderID);
        return (
          <Box key={order.orderID} component="section" aria-label={`Order ${order.orderNumber}`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
              <Link to={createPath({ resource: 'orders', id: order.orderID, type: 'show' })} sx={{ fontWeight: 700 }}>
                Order {order.orderNumber}
              </Link>
              {details && (
                <>
                  <Chip size="small" variant="outlined" label={`Order: ${details.orderStatus}`} />
                  <Chip
                    size="small"
                    color={details.paymentStatus === 'pending' ? 'warning' : 'success'}
                    label={`Payment: ${details.paymentStatus.replace('_', ' ')}`}
                  />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Total {formatRupees(details.totalAmount)}
                  </Typography>
                </>
              )}
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Products returned from order ${order.orderNumber}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell>Return by</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.products.map((product) => (
                    <TableRow key={product.id}>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <Avatar variant="rounded" src={product.image ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: '#FBEBD9' }} />
                          {product.name}
                        </Box>
                      </TableCell>
                      <TableCell align="right">{product.quantity}</TableCell>
                      <TableCell align="right">{formatRupees(product.price)}</TableCell>
                      <TableCell>{formatTerm(product.returnDate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
