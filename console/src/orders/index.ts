import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './OrderList';
import type { Order } from './types';

export default {
  list: OrderList,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: Order) => `Order ${record.orderNumber}`,
} satisfies Omit<ResourceProps, 'name'>;
