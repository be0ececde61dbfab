import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';
import { customerFullName } from './types';

export default {
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: customerFullName,
} satisfies Omit<ResourceProps, 'name'>;
