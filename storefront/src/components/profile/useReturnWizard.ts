import type { Return, ReturnableOrder } from '@petshop/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { requestReturn } from '../../api/returns';
import { toast } from '../../lib/toast';
import { NO_ANSWERS, type ReturnAnswers, refusal, toRequest } from './returnAnswers';

/** The return wizard's step, answers and refusal, and sending the request (step 5 is its confirmation). */
export function useReturnWizard(orders: readonly ReturnableOrder[], onSubmitted: (created: Return) => void) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<ReturnAnswers>(NO_ANSWERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<{ message: string; returnNumber: string } | null>(null);
  const set = (patch: Partial<ReturnAnswers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const next = () => {
    const message = refusal(step, answers);
    setProblem(message);
    if (!message) setStep(step + 1);
  };
  const previous = () => {
    setProblem(null);
    setStep(Math.max(0, step - 1));
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const { message, data } = await requestReturn(toRequest(orders, answers));
      setConfirmation({ message, returnNumber: data.returnNumber });
      setStep(5);
      onSubmitted(data);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Your return request could not be sent. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const restart = () => {
    setAnswers(NO_ANSWERS);
    setConfirmation(null);
    setStep(0);
  };

  return { step, setStep, answers, set, problem, submitting, confirmation, next, previous, submit, restart };
}
