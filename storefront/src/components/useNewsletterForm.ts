import { useState, type ChangeEvent, type FormEvent } from 'react';
import { sendForm, subscribeToNewsletter } from '../api/messages';
import { messageEmailError } from './auth/validation';

/** The newsletter's email and its message, and subscribing it (the field empties once the API has it). */
export function useNewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (error) setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = messageEmailError(email);
    setError(invalid ?? null);
    if (invalid) return;
    setSending(true);
    const { sent, fields } = await sendForm(() => subscribeToNewsletter({ email: email.trim() }), 'Thank you for subscribing!');
    setSending(false);
    if (sent) setEmail('');
    setError(fields.email ?? null);
  };

  return { email, error, sending, change, submit };
}
