import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../lib/visuallyHidden';

/** Words for screen readers only: which product a button acts on, what a struck-out price was. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
