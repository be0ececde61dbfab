import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ReturnMove } from '@petshop/contract';
import type { ConsoleDataProvider } from '../dataProvider';
import { MOVE_LABELS } from './moves';
import type { ReturnOnPage } from './types';

const EXPLAINED: Record<ReturnMove, string> = {
  approved: 'The shopper is told the return is accepted and sends the products back.',
  rejected: 'The return is closed and its orders go back to delivered.',
  received: 'The returned products have arrived and been checked.',
  refunded: 'The shopper is reimbursed as they chose: a refund, a store voucher or a replacement order.',
};

/** One move of a return (like the demo's AcceptButton), confirmed in a dialog with an optional note for the history. */
export function MoveReturnButton({ record, move }: { record: ReturnOnPage; move: ReturnMove }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const label = MOVE_LABELS[move];

  const confirm = () => {
    setSaving(true);
    dataProvider
      .moveReturn(String(record.id), move, note)
      .then((message) => {
        notify(message, { type: 'success' });
        setOpen(false);
        setNote('');
        refresh();
      })
      .catch((error: unknown) => notify(error instanceof Error ? error.message : 'The return could not be updated', { type: 'error' }))
      .finally(() => setSaving(false));
  };

  return (
    <>
      <Button variant={move === 'rejected' ? 'outlined' : 'contained'} color={move === 'rejected' ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {label} return {record.returnNumber}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{EXPLAINED[move]}</DialogContentText>
          <TextField
            label="Note"
            helperText="Kept in the return's history with your name"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" color={move === 'rejected' ? 'error' : 'primary'} onClick={confirm} disabled={saving}>
            {saving ? 'Saving…' : label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
