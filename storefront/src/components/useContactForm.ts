import { useState, type FormEvent } from 'react';
import { sendContactMessage, sendForm } from '../api/messages';
import { useFormFields } from '../lib/useFormFields';
import { messageEmailError, withoutEmpty } from './auth/validation';

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
  const { values, setErrors, fieldProps, check, reset } = useFormFields(EMPTY);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!check(validate)) return;
    setSending(true);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      source: 'contact' as const,
    };
    const { sent, fields } = await sendForm(() => sendContactMessage(body), 'Your message has been sent. We will get back to you soon.');
    setSending(false);
    setErrors(fields);
    if (sent) reset();
  };

  return { fieldProps, sending, submit };
}
