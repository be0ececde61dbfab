import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { signUp } from '../api/auth';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { PasswordField } from '../components/auth/PasswordField';
import { useAuthSubmit } from '../components/auth/useAuthSubmit';
import { signUpErrors, type AuthField } from '../components/auth/validation';
import { useFormFields } from '../lib/useFormFields';

const EMPTY: Record<AuthField, string> = { firstName: '', lastName: '', email: '', password: '' };

export default function SignupPage() {
  const { values, errors, setErrors, fieldProps, check } = useFormFields(EMPTY);
  const { submit, submitting } = useAuthSubmit({ success: 'Sign up successfully', failure: 'Signup failed. Please try again.' });

  const field = (name: AuthField) => ({ required: true, ...fieldProps(name) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(signUpErrors)) return;
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
