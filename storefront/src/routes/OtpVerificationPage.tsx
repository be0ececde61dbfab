import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { forgotPassword, verifyOtp } from '../api/auth';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { failureOf } from '../components/auth/failure';
import { OtpInput } from '../components/auth/OtpInput';
import { ResetPasswordStep } from '../components/auth/ResetPasswordStep';
import { toast } from '../lib/toast';

const OTP_LENGTH = 4;
const empty = () => Array<string>(OTP_LENGTH).fill('');

/**
 * Four digit boxes (Verify waits for all four), checked by the API; then the new password,
 * on this page, so the reset token stays in memory and out of the address bar and history. The email
 * comes from forgot-password, or from the link in the mail (`?email=`).
 */
export default function OtpVerificationPage() {
  const [params] = useSearchParams();
  const email = (useLocation().state as { email?: string } | null)?.email ?? params.get('email') ?? undefined;
  const [resetToken, setResetToken] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const back = <AuthLink to="/forgot-password">Back to forgot password</AuthLink>;

  if (!email) {
    return (
      <AuthLayout title="Verify code" subtitle="Ask for a code first: we send it to the email of your account." footer={back}>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          Get a code
        </Button>
      </AuthLayout>
    );
  }
  if (resetToken) {
    return (
      <AuthLayout title="Choose a new password" subtitle={`For ${email}. You will be logged in with it.`} footer={back}>
        <ResetPasswordStep
          email={email}
          token={resetToken}
          onExpired={(message) => {
            setResetToken(undefined);
            setProblem(message);
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verify code" subtitle={`Enter the 4-digit code we sent to ${email}.`} footer={back}>
      <CodeStep email={email} problem={problem} onProblem={setProblem} onVerified={setResetToken} />
    </AuthLayout>
  );
}

interface CodeStepProps {
  email: string;
  problem: string | undefined;
  onProblem: (message: string | undefined) => void;
  onVerified: (token: string) => void;
}

function CodeStep({ email, problem, onProblem, onVerified }: CodeStepProps) {
  const [digits, setDigits] = useState<string[]>(empty);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<HTMLDivElement>(null);
  const complete = digits.every(Boolean);

  const startOver = () => {
    setDigits(empty());
    boxes.current?.querySelector('input')?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    try {
      const answer = await verifyOtp({ email, otp: digits.join('') });
      onProblem(undefined);
      toast.success(answer.message ?? 'Code verified');
      onVerified(answer.token);
    } catch (failure) {
      // Wrong (with the tries left), expired, spent or too many tries: the API's words say which.
      onProblem(failureOf(failure).message);
      startOver();
    } finally {
      setBusy(false);
    }
  };

  const sendAgain = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await forgotPassword(email);
      onProblem(undefined);
      startOver();
      toast.success(`A new code is on its way to ${email}. It replaces the one before.`);
    } catch (failure) {
      onProblem(failureOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box ref={boxes}>
        <OtpInput digits={digits} onChange={setDigits} />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={!complete || busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
        The code is valid for 10 minutes. Did not get it?{' '}
        <Link component="button" type="button" onClick={sendAgain} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          Send a new code
        </Link>
      </Typography>
    </Box>
  );
}
