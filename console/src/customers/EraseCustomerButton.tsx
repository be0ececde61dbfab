import PersonOffIcon from '@mui/icons-material/PersonOff';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { eraseCustomer } from './customerApi';
import { customerFullName, type Customer } from './types';

/**
 * Erases the customer's personal data (admins only) after a confirmation that says what goes and
 * what stays, with the reason the audit log records. The API decides; this only asks.
 */
export function EraseCustomerButton() {
  const customer = useRecordContext<Customer>();
  const { permissions } = usePermissions<string | null>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, why }: { id: string; why: string }) => eraseCustomer(id, why),
    onSuccess: () => {
      setOpen(false);
      notify("The customer's personal data was erased", { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The customer could not be erased', { type: 'error' }),
  });
  if (!customer || permissions !== 'admin' || customer.erasedAt) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="Erase personal data" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <PersonOffIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="erase-title" maxWidth="sm" fullWidth>
        <DialogTitle id="erase-title">{`Erase ${customerFullName(customer)}'s personal data?`}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            <strong>Goes, for good:</strong> their name, email and phone, their addresses (an order's address keeps only its state, for tax), wishlist,
            newsletter subscription, contact messages, mails not yet sent, their name on reviews. They are signed out everywhere and cannot log in; the email
            may sign up again as a new account.
          </Typography>
          <Typography variant="body2" gutterBottom>
            <strong>Stays:</strong> their orders, amounts, stock moves, refunds, vouchers and status history, shown as “erased customer”, and review ratings.
            The erasure itself is recorded with your name and the reason.
          </Typography>
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText="Recorded in the audit log, e.g. the customer's request and its date"
          />
        </DialogContent>
        <DialogActions>
          {/* MUI's buttons: react-admin's show only their icon on a phone, and these have none. */}
          <MuiButton onClick={close}>Cancel</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={isPending || !reason.trim()}
            onClick={() => mutate({ id: String(customer.id), why: reason.trim() })}
          >
            Erase
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
