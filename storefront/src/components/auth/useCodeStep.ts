import { useRef, useState, type FormEvent } from 'react';
import { forgotPassword, verifyOtp } from '../../api/auth';
import { toast } from '../../lib/toast';
import { failureOf } from './failure';

const OTP_LENGTH = 4;
const empty = () => Array<string>(OTP_LENGTH).fill('');

/** The code's four digits, checking them with the API, and sending a new code (which empties the boxes). */
export function useCodeStep(email: string, onProblem: (message: string | undefined) => void, onVerified: (token: string) => void) {
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

  return { digits, setDigits, busy, boxes, complete, onSubmit, sendAgain };
}
