import { type ContactMessage, sendContactMessage, sendForm } from '../api/messages';
import { type FieldErrors, useFormFields } from '../lib/useFormFields';

/**
 * A message to the shop (the contact page's, the FAQ's): each field's props (value, change, error) and
 * sending it once the rules pass; the form empties once the server has it.
 */
export function useMessageForm<Values extends Record<string, string>>(
  empty: Values,
  rules: (values: Values) => FieldErrors<keyof Values & string>,
  message: (values: Values) => ContactMessage,
) {
  const { values, setErrors, fieldProps, onSubmit, busy, reset } = useFormFields(empty);
  const submit = onSubmit(rules, async () => {
    const { sent, fields } = await sendForm(() => sendContactMessage(message(values)), 'Your message has been sent. We will get back to you soon.');
    // The server names the fields it refuses as the form does (POST /api/contact's body).
    setErrors(fields as FieldErrors<keyof Values & string>);
    if (sent) reset();
  });
  return { fieldProps, sending: busy, submit };
}
