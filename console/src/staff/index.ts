import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { StaffList } from './StaffList';
import { staffFullName } from './types';

/** Mounted for admins only (see App.tsx). */
export default {
  list: StaffList,
  icon: BadgeIcon,
  recordRepresentation: staffFullName,
} satisfies Omit<ResourceProps, 'name'>;
