import { messageEmailError, withoutEmpty } from './auth/validation';
import { useMessageForm } from './useMessageForm';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

// Worded as POST /api/contact words them; the email is required because it is how we answer.
function validate(values: Values): Partial<Record<Field, string>> {
  return withoutEmpty({
    name: values.name.trim() ? undefined : 'Name is required',
    email: messageEmailError(values.email),
    subject: values.subject.trim() ? undefined : 'Subject is required',
    message: values.message.trim() ? undefined : 'Message is required',
  });
}

/** The contact page's message: each field's props (value, change, error) and sending it. */
export function useContactForm() {
  return useMessageForm(EMPTY, validate, ({ name, email, subject, message }) => ({
    name: name.trim(),
    email: email.trim(),
    subject: subject.trim(),
    message: message.trim(),
    source: 'contact',
  }));
}
