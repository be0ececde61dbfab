import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useOrderEvents, useShownOrderId } from './orderApi';
import { QueryState } from './QueryState';
import { actorLabel, type OrderEventRecord } from './types';

const COLUMNS = ['Revision', 'Type', 'Time', 'Actor', 'Correlation id', 'Causation id'];

/** The order's raw event stream, each event's data behind a toggle. */
export function OrderEvents() {
  const events = useOrderEvents(useShownOrderId());
  if (!events.isSuccess) return <QueryState query={events} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Events">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.data.map((event) => (
            <EventRow key={event.eventId} event={event} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const ids = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 120 } as const;

function EventRow({ event }: { event: OrderEventRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-expanded={open} aria-label={`Data of revision ${event.revision}`} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{event.revision}</TableCell>
        <TableCell sx={{ fontWeight: 600 }}>{event.type}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(event.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' })}</TableCell>
        <TableCell>{actorLabel(event.metadata.actor)}</TableCell>
        <TableCell sx={ids}>{event.metadata.correlationId ?? '—'}</TableCell>
        <TableCell sx={ids}>{event.metadata.causationId ?? '—'}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box component="pre" sx={{ m: 0, mb: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflowX: 'auto' }}>
              {JSON.stringify(event.data, null, 2)}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
