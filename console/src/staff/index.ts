import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';
import { staffFullName } from './types';

/** Mounted for admins only (see App.tsx). */
export default {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: staffFullName,
} satisfies Omit<ResourceProps, 'name'>;
