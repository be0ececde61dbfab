import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RequestReturnBody, Return, ReturnableOrder, ReturnPaymentMethod } from '@petshop/contract';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { requestReturn } from '../../api/returns';
import { toast } from '../../lib/toast';
import { ChoiceStep } from './ChoiceStep';
import { ReturnProductsStep, toggleSelection, type Selection } from './ReturnProductsStep';
import { ReturnReview } from './ReturnReview';
import { pickupMethods, QUESTION_1, QUESTION_2, REASONS_1, REASONS_2, REIMBURSEMENTS, RETURN_STEPS, STEP_MESSAGES } from './returnOptions';

interface Answers {
  selection: Selection;
  answer1: string;
  answer2: string;
  method: string;
  payment: ReturnPaymentMethod | '';
}

const START: Answers = { selection: {}, answer1: '', answer2: '', method: '', payment: '' };

/** The message that keeps step `step` from going on, or null. */
function refusal(step: number, answers: Answers): string | null {
  const done = [
    Object.values(answers.selection).some((ids) => ids.length > 0),
    Boolean(answers.answer1 && answers.answer2),
    Boolean(answers.method),
    Boolean(answers.payment),
  ][step];
  return done === false ? STEP_MESSAGES[step]! : null;
}

function toRequest(orders: readonly ReturnableOrder[], answers: Answers): RequestReturnBody {
  return {
    orders: orders
      .map((order) => ({ orderID: order._id, products: order.products.filter((p) => answers.selection[order._id]?.includes(p.id)) }))
      .filter((order) => order.products.length > 0),
    reasonToReturn: { question1: QUESTION_1, answer1: answers.answer1, question2: QUESTION_2, answer2: answers.answer2 },
    methodForReturning: answers.method,
    returnPaymentMethod: answers.payment as ReturnPaymentMethod,
  };
}

/** The 5-step return wizard and its confirmation. */
export function ReturnWizard({ orders, onSubmitted }: { orders: readonly ReturnableOrder[]; onSubmitted: (created: Return) => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(START);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<{ message: string; returnNumber: string } | null>(null);
  const narrow = useMediaQuery('(max-width:599.95px)');
  const methods = useMemo(() => pickupMethods(), []);
  const set = (patch: Partial<Answers>) => {
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
    setAnswers(START);
    setConfirmation(null);
    setStep(0);
  };

  if (step === 5 && confirmation) {
    return (
      <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h3" sx={{ fontSize: '1.3rem !important', mt: 1 }} role="status">
          {confirmation.message}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Return number {confirmation.returnNumber}. We will email you when it is approved, and you can follow it below.
        </Typography>
        <Button variant="outlined" onClick={restart} sx={{ mt: 3 }}>
          Return other products
        </Button>
      </Card>
    );
  }

  return (
    <Card component="section" aria-labelledby="return-wizard-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="return-wizard-title" variant="h3" sx={{ fontSize: '1.2rem !important', mb: 2 }}>
        Request a return
      </Typography>
      {narrow ? (
        <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 0.5 }}>
          Step {step + 1} of {RETURN_STEPS.length}
        </Typography>
      ) : (
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {RETURN_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="h4" sx={{ mb: 2 }}>
        {RETURN_STEPS[step]}
      </Typography>
      {step === 0 && (
        <ReturnProductsStep orders={orders} selection={answers.selection} onToggle={(o, p) => set({ selection: toggleSelection(answers.selection, o, p) })} />
      )}
      {step === 1 && (
        <>
          <ChoiceStep question={QUESTION_1} choices={REASONS_1} value={answers.answer1} onChange={(answer1) => set({ answer1 })} />
          <ChoiceStep question={QUESTION_2} choices={REASONS_2} value={answers.answer2} onChange={(answer2) => set({ answer2 })} />
        </>
      )}
      {step === 2 && <ChoiceStep question="How will you send it back?" choices={methods} value={answers.method} onChange={(method) => set({ method })} />}
      {step === 3 && (
        <ChoiceStep
          question="How would you like to be reimbursed?"
          choices={REIMBURSEMENTS}
          value={answers.payment}
          onChange={(payment) => set({ payment: payment as ReturnPaymentMethod })}
        />
      )}
      {step === 4 && <ReturnReview request={toRequest(orders, answers)} goTo={setStep} />}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {step <= 3 ? (
          <>
            <Button variant="outlined" onClick={previous} disabled={step === 0}>
              Previous
            </Button>
            <Button variant="contained" onClick={next}>
              Next
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={submit} disabled={submitting} sx={{ ml: 'auto' }}>
            {submitting ? 'Submitting…' : 'Submit return request'}
          </Button>
        )}
      </Box>
    </Card>
  );
}
