import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { resendMail } from './mailApi';
import { type StaffMail, whyNotResendable } from './types';

/** Sends a copy of a mail after a confirmation (to the customer's address as it is now), then refreshes the list, where the copy appears. */
export function ResendMailButton({ mail, to }: { mail: StaffMail; to: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => resendMail(mail),
    onSuccess: ({ data }) => {
      setOpen(false);
      notify(`Mail queued to be sent again to ${data.recipient}`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notify(error instanceof Error ? error.message : 'The mail could not be sent again', { type: 'error' });
    },
  });
  const refused = whyNotResendable(mail);
  return (
    <>
      <Button label="Resend" onClick={() => setOpen(true)} disabled={isPending || refused !== null} title={refused ?? undefined}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Send “${mail.subject}” again?`}
        content={`A copy goes to ${to} now.`}
        confirm="Resend"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
