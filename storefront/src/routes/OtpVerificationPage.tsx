import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { OtpInput } from '../components/auth/OtpInput';
import { toast } from '../lib/toast';

const OTP_LENGTH = 4;

/** Spec §2: four digit boxes; Verify waits for all four. There is no code to check against yet (see forgot-password). */
export default function OtpVerificationPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const complete = digits.every(Boolean);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    console.info('[otp] verification requested', { email });
    toast('Code verification is not available yet. Please contact support to reset your password.');
  };

  return (
    <AuthLayout
      title="Verify code"
      subtitle={email ? `Enter the 4-digit code for ${email}.` : 'Enter the 4-digit code.'}
      footer={<AuthLink to="/forgot-password">Back to forgot password</AuthLink>}
    >
      <Alert severity="info" sx={{ mb: 3 }}>
        Reset codes are not sent by email yet, so no code has been sent to you.
      </Alert>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
        <OtpInput digits={digits} onChange={setDigits} />
        <Button type="submit" variant="contained" size="large" disabled={!complete}>
          Verify
        </Button>
      </Box>
    </AuthLayout>
  );
}
