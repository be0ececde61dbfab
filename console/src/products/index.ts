import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { ProductList } from './ProductList';

export default {
  list: ProductList,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
