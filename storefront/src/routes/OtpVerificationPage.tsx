import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { AuthLink } from '../components/auth/AuthLinks';
import { AuthLayout } from '../components/auth/AuthLayout';
import { CodeStep } from '../components/auth/CodeStep';
import { ResetPasswordStep } from '../components/auth/ResetPasswordStep';

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
