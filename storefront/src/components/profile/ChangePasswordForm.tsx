import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/auth';
import { saveUserToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { failureOf } from '../auth/failure';
import { PasswordField } from '../auth/PasswordField';
import { newPasswordErrors, withoutEmpty, type FieldErrors } from '../auth/validation';

type PasswordFieldName = 'currentPassword' | 'password' | 'confirmation';
const EMPTY = { currentPassword: '', password: '', confirmation: '' };

/**
 * Change password: the current one, then the new one twice. The API ends the account's other logins
 * and answers this one a fresh token, stored in place of the old, so the shopper stays signed in here.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordFieldName>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...withoutEmpty({ currentPassword: values.currentPassword ? undefined : 'Current password is required' }),
      ...newPasswordErrors(values.password, values.confirmation),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      const answer = await changePassword({ currentPassword: values.currentPassword, newPassword: values.password });
      saveUserToken(answer.token);
      setValues(EMPTY);
      toast.success(answer.message ?? 'Password changed successfully');
    } catch (failure) {
      const { message, fields } = failureOf(failure);
      setErrors({ currentPassword: fields.currentPassword, password: fields.newPassword });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PasswordFieldName, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
    />
  );

  return (
    <Card component="section" aria-labelledby="change-password-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="change-password-title" variant="h3" sx={{ fontSize: '1.2rem !important', mb: 0.5 }}>
        Change password
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>Other devices signed in to your account will be signed out.</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        {/* Whose password this is, for password managers saving the new one. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {field('currentPassword', 'Current password', 'current-password')}
        {field('password', 'New password', 'new-password', '5 to 10 characters, with an uppercase letter and a number')}
        {field('confirmation', 'Confirm new password', 'new-password')}
        <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
          {saving ? 'Saving…' : 'Change password'}
        </Button>
      </Box>
    </Card>
  );
}
