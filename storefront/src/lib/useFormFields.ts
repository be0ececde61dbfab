import { useState, type ChangeEvent } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's text fields: their values, their messages, and the props a MUI TextField takes for one of
 * them (`{...fieldProps('email')}`). Typing in a field takes its message away; `check` runs the form's
 * rules and answers whether the values may be sent.
 */
export function useFormFields<Values extends Record<string, unknown>, Field extends keyof Values & string>(empty: Values) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

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

  return { values, setValues, errors, setErrors, fieldProps, check, reset: () => setValues(empty) };
}
