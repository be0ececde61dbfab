import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { sendPasswordResetCode } from './customerApi';
import { customerFullName, type Customer } from './types';

/**
 * Mails the customer a password-reset code after a confirmation (for a shopper who phoned in, locked
 * out). The same code and limits as /forgot-password: an earlier code stops working, and too many
 * codes in a short while are refused with the API's message.
 */
export function SendResetCodeButton() {
  const customer = useRecordContext<Customer>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => sendPasswordResetCode(id),
    onSuccess: ({ message }) => {
      setOpen(false);
      notify(message, { type: 'success' });
      refresh(); // the code's mail joins the customer's mails
    },
    onError: (error) => {
      setOpen(false);
      notify(error instanceof Error ? error.message : 'The code could not be sent', { type: 'error' });
    },
  });
  // An erased customer has no address to mail and no account to reset (the API answers 404).
  if (!customer || customer.erasedAt) return null;
  return (
    <>
      <Button label="Send password reset code" onClick={() => setOpen(true)} disabled={isPending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Send ${customerFullName(customer)} a password reset code?`}
        content={`A 4-digit code, valid for 10 minutes, goes to ${customer.email}. Any code sent before stops working.`}
        confirm="Send code"
        onConfirm={() => mutate(String(customer.id))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
