import { useState, type FormEvent } from 'react';
import { sendContactMessage, sendForm } from '../api/messages';
import { messageEmailError } from './auth/validation';

/** The FAQ's question form: its fields, what is wrong with them, and sending it. */
export function useSupportForm() {
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; subject?: string; message?: string }>({});
  const [sending, setSending] = useState(false);

  // Stored with the contact page's messages (source 'faq'), so support sees both in one place.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = { email: messageEmailError(email), subject: subject.trim() ? undefined : 'Subject is required' };
    setErrors(found);
    if (found.email || found.subject) return;
    setSending(true);
    const body = { email: email.trim(), subject: subject.trim(), message: message.trim() || undefined, source: 'faq' as const };
    const { sent, fields } = await sendForm(() => sendContactMessage(body), 'Your message has been sent. We will get back to you soon.');
    setSending(false);
    setErrors(fields);
    if (!sent) return;
    setEmail('');
    setSubject('');
    setMessage('');
  };

  return { email, setEmail, subject, setSubject, message, setMessage, errors, sending, submit };
}
