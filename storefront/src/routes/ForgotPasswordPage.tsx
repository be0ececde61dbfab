import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPassword } from '../api/auth';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { failureOf } from '../components/auth/failure';
import { emailError } from '../components/auth/validation';
import { toast } from '../lib/toast';

/**
 * An email and Send OTP, then /otp-verification. The API mails a 4-digit code to the account
 * with that email; its answer is the same whether or not there is one, and so is this page's.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found || sending) return;
    setSending(true);
    try {
      const answer = await forgotPassword(email.trim());
      toast.success(answer.message ?? 'Code sent');
      navigate('/otp-verification', { state: { email: email.trim() } });
    } catch (failure) {
      const { message, fields } = failureOf(failure);
      setError(fields.email);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email address of your account and we will send you a 4-digit code to reset your password."
      footer={<AuthLink to="/login">Back to login</AuthLink>}
    >
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
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending…' : 'Send OTP'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
