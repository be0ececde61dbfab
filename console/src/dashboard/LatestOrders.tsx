import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath } from 'react-admin';
import type { DashboardFigures } from '../dataProvider';
import { formatRupees } from '../money';

type LatestOrder = DashboardFigures['latestOrders'][number];

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest orders, each a link to its order page. */
export function LatestOrders({ orders }: { orders: LatestOrder[] }) {
  // Paths under the console's basename (/admin): a bare '/orders/…' would leave the console.
  const createPath = useCreatePath();
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Latest orders
        </Typography>
        {orders.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>No orders yet.</Typography>
        ) : (
          <List dense disablePadding>
            {orders.map((order) => (
              <ListItemButton
                key={order.id}
                component={Link}
                to={createPath({ resource: 'orders', id: order.id, type: 'show' })}
                sx={{ px: 1, borderRadius: 1, gap: 1 }}
              >
                <ListItemText
                  primary={`Order ${order.orderNumber}`}
                  secondary={`${order.customerName} · ${placedAt.format(new Date(order.createdAt))}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <Chip size="small" label={order.orderStatus} variant="outlined" />
                <Typography sx={{ minWidth: 96, textAlign: 'right', fontWeight: 600 }}>{formatRupees(order.totalAmount)}</Typography>
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
