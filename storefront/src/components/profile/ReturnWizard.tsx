import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Return, ReturnableOrder } from '@petshop/contract';
import { ReturnConfirmation } from './ReturnConfirmation';
import { ReturnWizardProgress } from './ReturnWizardProgress';
import { ReturnWizardStep } from './ReturnWizardStep';
import { RETURN_STEPS } from './returnOptions';
import { useReturnWizard } from './useReturnWizard';

/** The 5-step return wizard and its confirmation. */
export function ReturnWizard({ orders, onSubmitted }: { orders: readonly ReturnableOrder[]; onSubmitted: (created: Return) => void }) {
  const { step, setStep, answers, set, problem, submitting, confirmation, next, previous, submit, restart } = useReturnWizard(orders, onSubmitted);

  if (step === 5 && confirmation) return <ReturnConfirmation {...confirmation} onRestart={restart} />;

  return (
    <Card component="section" aria-labelledby="return-wizard-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="return-wizard-title" variant="h3" sx={{ fontSize: '1.2rem !important', mb: 2 }}>
        Request a return
      </Typography>
      <ReturnWizardProgress step={step} />
      <Typography variant="h4" sx={{ mb: 2 }}>
        {RETURN_STEPS[step]}
      </Typography>
      <ReturnWizardStep step={step} orders={orders} answers={answers} set={set} goTo={setStep} />
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
