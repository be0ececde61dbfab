import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OtpInput } from './OtpInput';
import { useCodeStep } from './useCodeStep';

interface CodeStepProps {
  email: string;
  problem: string | undefined;
  onProblem: (message: string | undefined) => void;
  onVerified: (token: string) => void;
}

/** Four digit boxes (Verify waits for all four), checked by the API, and a link that sends a new code. */
export function CodeStep({ email, problem, onProblem, onVerified }: CodeStepProps) {
  const { digits, setDigits, busy, boxes, complete, onSubmit, sendAgain } = useCodeStep(email, onProblem, onVerified);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box ref={boxes}>
        <OtpInput digits={digits} onChange={setDigits} />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={!complete || busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
        The code is valid for 10 minutes. Did not get it?{' '}
        <Link component="button" type="button" onClick={sendAgain} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          Send a new code
        </Link>
      </Typography>
    </Box>
  );
}
