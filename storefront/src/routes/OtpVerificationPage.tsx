import { ComingSoon } from '../components/ComingSoon';

export default function OtpVerificationPage() {
  return <ComingSoon title="OTP verification" standalone />;
}
