import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceProps } from 'react-admin';
import { ReturnList } from './ReturnList';

export default {
  list: ReturnList,
  icon: AssignmentReturnIcon,
  recordRepresentation: 'returnNumber',
} satisfies Omit<ResourceProps, 'name'>;
