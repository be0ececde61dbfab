import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's text fields: their values, their messages, and the props a MUI TextField takes for one of
 * them (`{...fieldProps('email')}`). Typing in a field takes its message away; `check` runs the form's
 * rules and answers whether the values may be sent; `onSubmit` makes the form's submit handler, which
 * sends only values that pass the rules, one sending at a time (`busy` while it runs).
 */
export function useFormFields<Values extends Record<string, unknown>, Field extends keyof Values & string>(empty: Values) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  const check = (rules: (values: Values) => FieldErrors<Field>): boolean => {
    const found = rules(values);
    setErrors(found);
    return Object.values(found).every((message) => !message);
  };

  const onSubmit = (rules: (values: Values) => FieldErrors<Field>, send: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(rules)) return;
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, setErrors, fieldProps, check, onSubmit, busy, reset: () => setValues(empty) };
}
