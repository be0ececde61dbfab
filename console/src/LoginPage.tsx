import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, Login, PasswordInput, required, TextInput, useLogin } from 'react-admin';
import { SHOP_NAME } from './brand';
import { sessionHasExpired } from './session';

interface Credentials {
  username: string;
  password: string;
}

/**
 * react-admin's login page with the shop's form: a refused login (a customer account, a wrong
 * password) and an ended session are written on the page, where a toast would vanish.
 */
export function LoginPage() {
  return (
    <Login
      sx={{
        backgroundImage: 'radial-gradient(circle at 50% 14em, #8A3E12 0%, #3D2B1F 60%, #2A1D14 100%)',
        // react-admin paints the lock with a palette shade the shop's theme does not define.
        '& .RaLogin-icon': { bgcolor: 'secondary.main' },
      }}
    >
      <StaffLoginForm />
    </Login>
  );
}

function StaffLoginForm() {
  const login = useLogin();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read once: the notice stays while the user types, and a successful login clears the flag.
  const [expired] = useState(sessionHasExpired);

  const submit = (values: Partial<Credentials>) => {
    setSubmitting(true);
    setError(null);
    login(values).catch((failure: unknown) => {
      setSubmitting(false);
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed. Please try again.');
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320, maxWidth: '100%', boxSizing: 'border-box', display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
          {SHOP_NAME} staff console
        </Typography>
        {expired && !error && <Alert severity="warning">Session expired. Please log in again.</Alert>}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextInput autoFocus source="username" label="Email" type="email" autoComplete="username" validate={required('Email is required')} />
        <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required('Password is required')} />
        <Button variant="contained" type="submit" disabled={submitting} fullWidth sx={{ mt: 1 }}>
          {submitting ? <CircularProgress size={19} thickness={3} aria-label="Signing in" /> : 'Sign in'}
        </Button>
      </CardContent>
    </Form>
  );
}
