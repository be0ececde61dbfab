import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { SettingsEdit } from './SettingsEdit';

/** One record: the menu entry (the list route) opens the edit form for id 'store' directly. */
export default {
  list: SettingsEdit,
  edit: SettingsEdit,
  icon: SettingsIcon,
  recordRepresentation: 'siteName',
} satisfies Omit<ResourceProps, 'name'>;
