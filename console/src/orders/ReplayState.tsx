import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { stateRows } from './replayDiff';
import type { ContractOrder } from './types';

/** The replayed order's fields; those that differ from the previous step are highlighted. */
export function ReplayState({ state, previous }: { state: ContractOrder; previous: ContractOrder | null | undefined }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Order at this step">
        <TableBody>
          {stateRows(state, previous).map((row) => (
            <TableRow key={row.key} sx={row.changed ? { bgcolor: '#FFF3CD' } : undefined}>
              <TableCell component="th" scope="row" sx={{ width: { xs: 110, sm: 200 }, color: 'text.secondary', verticalAlign: 'top' }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: row.changed ? 700 : undefined }}>
                {row.value}
                {row.changed && <Chip label="changed" size="small" color="warning" sx={{ ml: 1 }} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
