import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each page is its own chunk, fetched when first opened.
const ReturnList = lazy(() => import('./ReturnList').then((module) => ({ default: module.ReturnList })));
const ReturnShow = lazy(() => import('./ReturnShow').then((module) => ({ default: module.ReturnShow })));

export default {
  list: ReturnList,
  show: ReturnShow,
  icon: AssignmentReturnIcon,
  recordRepresentation: 'returnNumber',
} satisfies Omit<ResourceProps, 'name'>;
