import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** What could not be loaded, with Try again. */
export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
      {children}
    </Alert>
  );
}
