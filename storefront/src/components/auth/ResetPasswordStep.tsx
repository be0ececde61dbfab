import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import { saveUserToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { failureOf } from './failure';
import { PasswordField } from './PasswordField';
import { useFormFields } from '../../lib/useFormFields';
import { newPasswordErrors } from './validation';

/**
 * The step after a verified code: a new password under the signup rules, typed twice. The API's answer
 * signs the shopper in as login's does (the token stored), then home. A reset token that has expired
 * (15 minutes) or was used sends the shopper back to ask for a new code, with the API's words.
 */
export function ResetPasswordStep({ email, token, onExpired }: { email: string; token: string; onExpired: (message: string) => void }) {
  const navigate = useNavigate();
  const { values, errors, setErrors, fieldProps, check } = useFormFields({ password: '', confirmation: '' });
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(({ password, confirmation }) => newPasswordErrors(password, confirmation)) || saving) return;
    setSaving(true);
    try {
      const answer = await resetPassword({ token, password: values.password });
      saveUserToken(answer.token);
      toast.success(answer.message ?? 'Your password has been reset');
      navigate('/', { replace: true });
    } catch (failure) {
      const { message, fields } = failureOf(failure);
      setSaving(false);
      if (fields.token) return onExpired(message);
      setErrors({ password: fields.password });
      toast.error(message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {/* Whose password this is, for password managers saving the new one. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        {...fieldProps('password')}
        helperText={errors.password ?? '5 to 10 characters, with an uppercase letter and a number'}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" required {...fieldProps('confirmation')} />
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? 'Saving…' : 'Reset password'}
      </Button>
    </Box>
  );
}
