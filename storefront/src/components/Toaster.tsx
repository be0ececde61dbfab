import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useToasts } from '../lib/toast';

// Alert, its icons and the transitions load with the first toast, not with every page.
const ToastList = lazy(() => import('./ToastList'));

/** Renders the toast stack (newest on top) at the top centre of the screen. */
export function Toaster() {
  const toasts = useToasts();

  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        width: 'min(440px, calc(100vw - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </Box>
  );
}
