import Chip from '@mui/material/Chip';
import type { ReturnStatus } from '@petshop/contract';
import { STATUS_COLOR } from './moves';

export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOR[status] ?? 'default'} sx={{ textTransform: 'capitalize' }} />;
}
