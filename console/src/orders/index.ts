import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import type { Order } from './types';

export default {
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: Order) => `Order ${record.orderNumber}`,
} satisfies Omit<ResourceProps, 'name'>;
