import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './CustomerList';
import { customerFullName } from './types';

export default {
  list: CustomerList,
  icon: PeopleIcon,
  recordRepresentation: customerFullName,
} satisfies Omit<ResourceProps, 'name'>;
