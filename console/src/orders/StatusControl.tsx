import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ORDER_STATUSES } from '@petshop/contract/moves';
import { usePermissions, useRecordContext } from 'react-admin';
import { useChangeOrderStatus } from './orderApi';
import { OrderStatusChip } from './OrderStatusChips';
import type { OrderOnPage, OrderStatus } from './types';

const REASON_REQUIRED = 'A reason is required to force a status change';

/**
 * Offers the moves the API says the order takes now (its `nextStates`: the machine's table less
 * what the order vetoes, with the veto's reason shown), so it never decides a move itself; admins
 * may force any other status, with a reason.
 */
export function StatusControl() {
  const order = useRecordContext<OrderOnPage>();
  const { permissions } = usePermissions<string | null>();
  const [to, setTo] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [force, setForce] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const change = useChangeOrderStatus(String(order?.id ?? ''), () => {
    setTo('');
    setReason('');
    setForce(false);
  });
  // The list's copy of the record carries no moves: wait for the order's own answer.
  if (!order?.nextStates) return null;
  const vetoes = force ? [] : (order.vetoedStates ?? []);
  const moves = force ? ORDER_STATUSES.filter((status) => status !== order.orderStatus) : order.nextStates;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to) return;
    if (force && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    change.mutate({ orderStatus: to, ...(reason.trim() && { reason: reason.trim() }), ...(force && { force: true }) });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="status-control-title">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="status-control-title" variant="h6" component="h2">
              Status
            </Typography>
            <OrderStatusChip />
          </Stack>
          {moves.length === 0 && vetoes.length === 0 && <Typography color="text.secondary">{noMoveText(order)}</Typography>}
          {vetoes.map(({ state, reason }) => (
            <Typography key={state} variant="body2" color="text.secondary">
              {reason}: not {state} yet.
            </Typography>
          ))}
          {moves.length > 0 && (
            <>
              <TextField select label="New status" value={to} onChange={(event) => setTo(event.target.value as OrderStatus)} size="small">
                {moves.map((status) => (
                  <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
                    {status}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={force ? 'Reason (required)' : 'Reason (optional)'}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                error={reasonError !== null}
                helperText={reasonError ?? ' '}
                multiline
                minRows={2}
                size="small"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
          {permissions === 'admin' && (
            <FormControlLabel
              control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
              label="Force (admin): allow any status"
            />
          )}
          {moves.length > 0 && (
            <Button type="submit" variant="contained" disabled={!to || change.isPending}>
              Update status
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function noMoveText(order: OrderOnPage): string {
  if (order.orderStatus === 'cancelled' || order.orderStatus === 'return')
    return `A ${order.orderStatus === 'return' ? 'returned' : 'cancelled'} order moves no further.`;
  return 'No move is open from this status.';
}
