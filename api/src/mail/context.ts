import type { ContextDescriptor } from '../platform/context.js';
import { eraseMails, exportMails } from './personal-data.js';

/** The outbox every mail goes through (the mailer sends it); the mails each event causes are their contexts'. */
export const mailContext: ContextDescriptor = {
  name: 'mail',
  tables: ['mail_outbox'],
  erase: eraseMails,
  export: exportMails,
};
