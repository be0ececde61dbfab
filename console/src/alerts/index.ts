import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import type { ResourceProps } from 'react-admin';
import { AlertList } from './AlertList';
import type { StaffAlert } from '@petshop/contract';

/** Read-only: an alert closes itself once what failed goes through. */
export default {
  list: AlertList,
  icon: NotificationImportantIcon,
  recordRepresentation: (alert: StaffAlert) => alert.message,
} satisfies Omit<ResourceProps, 'name'>;
