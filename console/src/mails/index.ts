import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import type { ResourceProps } from 'react-admin';
import type { StaffMail } from './types';

// No list page of its own: staff read a customer's mails on the customer's page (CustomerMails),
// so the resource has no menu entry.
export default {
  icon: EmailOutlinedIcon,
  recordRepresentation: (mail: StaffMail) => mail.subject,
} satisfies Omit<ResourceProps, 'name'>;
