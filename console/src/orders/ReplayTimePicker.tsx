import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, replayOrder } from './orderApi';

/** A local date-time as <input type="datetime-local"> shows it, to the second. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

/** Asks the API how the order stood at a moment (?at=ISO) and hands back the revision it answers. */
export function ReplayTimePicker({ orderId, initial, onFound }: { orderId: string; initial: string; onFound: (revision: number) => void }) {
  const notify = useNotify();
  const [value, setValue] = useState(() => toLocalInput(initial));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return;
    setBusy(true);
    try {
      onFound((await replayOrder(orderId, { at: at.toISOString() })).revision);
    } catch (error) {
      notify(errorMessage(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        type="datetime-local"
        label="As it stood at"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !value}>
        Show
      </Button>
    </Box>
  );
}
