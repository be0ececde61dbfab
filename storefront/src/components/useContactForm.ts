import { useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContactMessage, sendForm } from '../api/messages';
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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
    if (sent) setValues(EMPTY);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return { fieldProps, sending, submit };
}
