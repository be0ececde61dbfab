import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Address', 'Payment Method', 'Review'] as const;

/** The three-step indicator; `step` counts from 1, as the page says it. */
export function CheckoutSteps({ step }: { step: number }) {
  return (
    <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: { xs: 3, md: 4 } }}>
      {STEPS.map((label, index) => (
        <Step key={label} aria-current={index === step - 1 ? 'step' : undefined}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
