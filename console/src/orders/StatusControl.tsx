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
import { usePermissions, useRecordContext } from 'react-admin';
import { useChangeOrderStatus } from './orderApi';
import { allowedMoves, forcibleMoves } from './orderMoves';
import { OrderStatusChip } from './OrderStatusChips';
import { isPaid, type Order, type OrderStatus } from './types';

const REASON_REQUIRED = 'A reason is required to force a status change';

/** Offers the state machine's moves from the current status; admins may force any other, with a reason. */
export function StatusControl() {
  const order = useRecordContext<Order>();
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
  if (!order) return null;
  const moves = force ? forcibleMoves(order) : allowedMoves(order);
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
          {moves.length === 0 && !force && <Typography color="text.secondary">{noMoveText(order)}</Typography>}
          {!isPaid(order) && !force && moves.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Not paid yet: it can only be cancelled.
            </Typography>
          )}
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

function noMoveText(order: Order): string {
  if (order.orderStatus === 'cancelled' || order.orderStatus === 'return')
    return `A ${order.orderStatus === 'return' ? 'returned' : 'cancelled'} order moves no further.`;
  return 'No move is open from this status.';
}
