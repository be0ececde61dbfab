import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReadModelCheck, ReadModelDifference } from '@petshop/contract';
import { useNotify, usePermissions } from 'react-admin';
import { useLatestCheck, useStartCheck } from './readModelCheckApi';

/** Differences the card lists; the run keeps 100 and counts them all. */
const SHOWN = 10;

const STATUS = {
  running: { label: 'Running', color: 'info' },
  passed: { label: 'Passed', color: 'success' },
  failed: { label: 'Differences found', color: 'error' },
  error: { label: 'Could not finish', color: 'warning' },
} as const;

const count = (n: number) => n.toLocaleString('en-IN');
const counted = (n: number, what: string) => `${count(n)} ${what}${n === 1 ? '' : 's'}`;
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The read-model check's last run (every read model rebuilt from the events and compared row by
 * row with the live one): its outcome, when and by whom, its figures and its first differences,
 * asked again every 2 s while it runs. Admins may start one; staff only read.
 */
export function ReadModelCheckCard() {
  const notify = useNotify();
  const { permissions } = usePermissions<string | null>();
  const latest = useLatestCheck();
  const start = useStartCheck({ onError: (error) => notify(error instanceof Error ? error.message : 'The check could not be started', { type: 'error' }) });
  const running = latest.data?.status === 'running';
  const action =
    permissions === 'admin' ? (
      <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => start.mutate()} disabled={start.isPending || running || latest.isPending}>
        Run check
      </Button>
    ) : null;
  return (
    <Card component="section" aria-labelledby="read-model-check-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: 2, pt: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="read-model-check-title" variant="h6" component="h2">
            Read-model check
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Every read model rebuilt from the events and compared row by row with the live one
          </Typography>
        </Box>
        {action}
      </Box>
      <CardContent>
        {latest.isPending ? (
          <Skeleton height={64} />
        ) : latest.isError ? (
          <Alert severity="error">{latest.error instanceof Error ? latest.error.message : 'The last check could not be read'}</Alert>
        ) : latest.data ? (
          <CheckOutcome check={latest.data} />
        ) : (
          <Typography color="text.secondary">No check has been run yet.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function CheckOutcome({ check }: { check: ReadModelCheck }) {
  const status = STATUS[check.status];
  const who = check.startedBy.email ?? check.startedBy.name ?? check.startedBy.role;
  const seconds = check.finishedAt ? (Date.parse(check.finishedAt) - Date.parse(check.startedAt)) / 1_000 : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color={status.color} label={status.label} />
        <Typography variant="body2" color="text.secondary">
          #{check.id}, started {when(check.startedAt)} by {who}
          {check.source === 'cli' ? ' (npm run check:read-models)' : ''}
          {seconds !== null ? `, took ${seconds.toFixed(1)} s` : ''}
        </Typography>
      </Box>
      {check.status === 'running' && <Progress check={check} />}
      {check.status === 'error' && <Alert severity="warning">{check.error}</Alert>}
      <Typography variant="body2">
        {counted(check.eventsRead, 'event')} read · {counted(check.rowsCompared, 'row')} compared · {counted(check.differenceCount, 'difference')}
      </Typography>
      {check.differences.length > 0 && <Differences check={check} />}
    </Box>
  );
}

function Progress({ check }: { check: ReadModelCheck }) {
  const total = check.eventsTotal;
  const waiting = total === null && check.eventsRead === 0;
  const share = total ? Math.min(100, (check.eventsRead / total) * 100) : 0;
  return (
    <Box>
      <LinearProgress
        variant={total ? 'determinate' : 'indeterminate'}
        value={share}
        aria-label={waiting ? 'Waiting for the worker' : 'Rebuilding the read models'}
      />
      <Typography variant="caption" color="text.secondary">
        {waiting ? 'Waiting for the worker to take it' : `Rebuilt from ${count(check.eventsRead)}${total ? ` of ${count(total)}` : ''} events`}
      </Typography>
    </Box>
  );
}

const keyText = (key: ReadModelDifference['key']) =>
  Object.entries(key)
    .map(([column, value]) => `${column}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');

const valueText = (value: unknown) => {
  const text = value === undefined ? '' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** A changed column's value on one side; for a row only one side has, whether that side has it (the whole row would not fit). */
function sideText(difference: ReadModelDifference, side: 'live' | 'rebuilt'): string {
  if (difference.kind === 'changed') return valueText(difference[side]);
  const has = difference.kind === (side === 'live' ? 'only_live' : 'only_rebuilt');
  return has ? 'row present' : 'no row';
}

function Differences({ check }: { check: ReadModelCheck }) {
  const shown = check.differences.slice(0, SHOWN);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Differences">
        <TableHead>
          <TableRow>
            <TableCell>Table</TableCell>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Live</TableCell>
            <TableCell>Rebuilt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((difference, index) => (
            <TableRow key={`${difference.table}:${keyText(difference.key)}:${difference.column ?? index}`}>
              <TableCell>{difference.table}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{keyText(difference.key)}</TableCell>
              <TableCell>
                {difference.kind === 'changed' ? difference.column : difference.kind === 'only_live' ? 'only in the live table' : 'missing from the live table'}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{sideText(difference, 'live')}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{sideText(difference, 'rebuilt')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {check.differenceCount > shown.length && (
        <Typography variant="caption" color="text.secondary">
          The first {shown.length} of {count(check.differenceCount)} differences; <code>npm run check:read-models</code> prints them all.
        </Typography>
      )}
    </Box>
  );
}

export default ReadModelCheckCard;
