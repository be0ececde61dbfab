import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { signUp } from '../api/auth';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { PasswordField } from '../components/auth/PasswordField';
import { useAuthSubmit } from '../components/auth/useAuthSubmit';
import { signUpErrors, type AuthField, type FieldErrors } from '../components/auth/validation';

const EMPTY: Record<AuthField, string> = { firstName: '', lastName: '', email: '', password: '' };

export default function SignupPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<AuthField>>({});
  const { submit, submitting } = useAuthSubmit({ success: 'Sign up successfully', failure: 'Signup failed. Please try again.' });

  const change = (field: AuthField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const field = (name: AuthField) => ({
    name,
    required: true,
    value: values[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signUpErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), password: values.password };
    setErrors(await submit(() => signUp(body)));
  };

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Create an account to check out, follow your orders and keep a wishlist."
      footer={
        <>
          <AuthLink to="/login" prompt="Already have an account?">
            Login
          </AuthLink>
          <AuthLink to="/">Back to the shop</AuthLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Box>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...field('password')}
          helperText={errors.password ?? '5 to 10 characters, with an uppercase letter and a number'}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Signing up…' : 'Sign up'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
