import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { logIn } from '../api/auth';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { PasswordField } from '../components/auth/PasswordField';
import { useAuthSubmit, useReturnPath } from '../components/auth/useAuthSubmit';
import { logInErrors } from '../components/auth/validation';
import { isLoggedIn } from '../lib/session';
import { useFormFields } from '../lib/useFormFields';

export default function LoginPage() {
  const returnPath = useReturnPath();
  const [alreadyIn] = useState(isLoggedIn);
  const { values, setErrors, fieldProps, check } = useFormFields({ email: '', password: '' });
  const { submit, submitting } = useAuthSubmit({ success: 'Login successfully', failure: 'login failed. Please try again.' });

  // A logged-in shopper does not see the form at all.
  if (alreadyIn) return <Navigate to={returnPath} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(logInErrors)) return;
    setErrors(await submit(() => logIn({ email: values.email.trim(), password: values.password })));
  };

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back! Log in to see your cart, orders and wishlist."
      footer={
        <>
          <AuthLink to="/signup" prompt="New here?">
            Create an account
          </AuthLink>
          <AuthLink to="/">Back to the shop</AuthLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField label="Email" type="email" autoComplete="email" required {...fieldProps('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...fieldProps('password')} />
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <AuthLink to="/forgot-password">Forgot password?</AuthLink>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Logging in…' : 'Login'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
