import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { MAIL_STATUS_LABELS, type StaffMail } from './types';

const COLOURS = { pending: 'default', sent: 'success', failed: 'error' } as const;

/** Where a mail stands; a failed one says, on hover, how many attempts and what the mail server answered. */
export function MailStatusChip({ mail }: { mail: StaffMail }) {
  const chip = <Chip size="small" variant="outlined" color={COLOURS[mail.status]} label={MAIL_STATUS_LABELS[mail.status]} />;
  if (mail.status !== 'failed') return chip;
  const tried = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  return (
    <Tooltip title={mail.lastError ? `${tried}: ${mail.lastError}` : tried}>
      <span>{chip}</span>
    </Tooltip>
  );
}
