import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RETURN_STEPS } from './returnOptions';

/** Where the shopper is in the wizard: a stepper, or 'Step n of 5' where a stepper does not fit. */
export function ReturnWizardProgress({ step }: { step: number }) {
  const narrow = useMediaQuery('(max-width:599.95px)');
  if (narrow) {
    return (
      <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 0.5 }}>
        Step {step + 1} of {RETURN_STEPS.length}
      </Typography>
    );
  }
  return (
    <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
      {RETURN_STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
