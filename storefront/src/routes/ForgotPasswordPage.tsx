import { ComingSoon } from '../components/ComingSoon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Forgot password" standalone />;
}
