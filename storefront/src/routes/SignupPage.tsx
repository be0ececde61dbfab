import { ComingSoon } from '../components/ComingSoon';

export default function SignupPage() {
  return <ComingSoon title="Sign up" standalone />;
}
