import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, SimpleList, useRecordContext } from 'react-admin';
import { MailStatusChip } from '../mails/MailStatusChip';
import { ResendMailButton } from '../mails/ResendMailButton';
import { MAIL_STATUS_LABELS, type StaffMail } from '../mails/types';
import { CustomerReferences } from './CustomerReferences';
import type { Customer } from './types';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

// While a mail waits for the worker (about a second) or is being retried, the list asks again, so
// "Queued" turns into "Delivered to the mail server" without a reload.
const POLL_MS = 3_000;
const stillSending = (query: { state: { data?: { data?: StaffMail[] } } }) =>
  query.state.data?.data?.some((mail) => mail.status !== 'sent') ? POLL_MS : false;

/** What the shop mailed the customer, newest first, ten a page (the mails resource filtered by customerId), each with Resend (but an erased customer's). */
export function CustomerMails() {
  return (
    <CustomerReferences<StaffMail> reference="mails" empty="No mails sent yet." queryOptions={{ refetchInterval: stillSending }}>
      <MailRows />
    </CustomerReferences>
  );
}

/** The date a mail went out, or was queued while it has not. */
const dateOf = (mail: StaffMail) => when.format(new Date(mail.sentAt ?? mail.createdAt));

function MailRows() {
  const customer = useRecordContext<Customer>();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // An erased customer's mails keep no recipient or data: there is nothing to send again.
  const resend = (mail: StaffMail) => (customer?.erasedAt ? null : <ResendMailButton mail={mail} to={customer?.email ?? mail.recipient} />);
  if (small) {
    return (
      <SimpleList<StaffMail>
        rowClick={false}
        primaryText={(mail) => <MailSubject mail={mail} />}
        secondaryText={(mail) => `${dateOf(mail)} · ${MAIL_STATUS_LABELS[mail.status]}`}
        rightIcon={resend}
      />
    );
  }
  return (
    <DataTable<StaffMail> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col<StaffMail> source="subject" label="Mail" render={(mail) => <MailSubject mail={mail} />} />
      <DataTable.Col<StaffMail> source="createdAt" label="Date" render={dateOf} />
      <DataTable.Col<StaffMail> source="recipient" label="To" />
      <DataTable.Col<StaffMail> source="status" label="Status" render={(mail) => <MailStatusChip mail={mail} />} />
      <DataTable.Col<StaffMail> label="Actions" render={resend} />
    </DataTable>
  );
}

function MailSubject({ mail }: { mail: StaffMail }) {
  return (
    <>
      {mail.subject}
      {mail.resentFrom && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Sent again by staff
        </Typography>
      )}
    </>
  );
}
