import { messageEmailError, withoutEmpty } from './auth/validation';
import { useMessageForm } from './useMessageForm';

const EMPTY = { email: '', subject: '', message: '' };

/** The FAQ's question form: its fields, what is wrong with them, and sending it. */
export function useSupportForm() {
  // Stored with the contact page's messages (source 'faq'), so support sees both in one place.
  return useMessageForm(
    EMPTY,
    ({ email, subject }) => withoutEmpty({ email: messageEmailError(email), subject: subject.trim() ? undefined : 'Subject is required' }),
    ({ email, subject, message }) => ({ email: email.trim(), subject: subject.trim(), message: message.trim() || undefined, source: 'faq' }),
  );
}
