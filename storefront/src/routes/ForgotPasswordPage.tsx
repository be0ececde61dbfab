import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { emailError } from '../components/auth/validation';
import { SHOP_CONTACT } from '../lib/brand';

/**
 * Spec §2: an email and Send OTP, which moves on to /otp-verification and sends nothing. The API has no
 * password reset, so the page says so plainly and points to support rather than promising an email.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    navigate('/otp-verification', { state: { email: email.trim() } });
  };

  return (
    <AuthLayout title="Forgot password" subtitle="Enter the email address of your account." footer={<AuthLink to="/login">Back to login</AuthLink>}>
      <Alert severity="info" sx={{ mb: 3 }}>
        Password reset by email is not available yet: no code will be sent. To reset your password, write to{' '}
        <Link href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</Link> from this address and our team will help.
      </Alert>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="contained" size="large">
          Send OTP
        </Button>
      </Box>
    </AuthLayout>
  );
}
