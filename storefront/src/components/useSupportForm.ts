import { useState, type FormEvent } from 'react';
import { sendContactMessage, sendForm } from '../api/messages';
import { useFormFields } from '../lib/useFormFields';
import { messageEmailError, withoutEmpty } from './auth/validation';

const EMPTY = { email: '', subject: '', message: '' };

/** The FAQ's question form: its fields, what is wrong with them, and sending it. */
export function useSupportForm() {
  const { values, setErrors, fieldProps, check, reset } = useFormFields(EMPTY);
  const [sending, setSending] = useState(false);

  // Stored with the contact page's messages (source 'faq'), so support sees both in one place.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const valid = check(({ email, subject }) => withoutEmpty({ email: messageEmailError(email), subject: subject.trim() ? undefined : 'Subject is required' }));
    if (!valid) return;
    setSending(true);
    const body = { email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() || undefined, source: 'faq' as const };
    const { sent, fields } = await sendForm(() => sendContactMessage(body), 'Your message has been sent. We will get back to you soon.');
    setSending(false);
    setErrors(fields);
    if (sent) reset();
  };

  return { fieldProps, sending, submit };
}
