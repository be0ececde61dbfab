import { lazy, Suspense } from 'react';
import { withMui } from '../lib/muiScope';
import { useToasts } from '../lib/toast';
import styles from './Toaster.module.css';

// Alert, its icons and the transitions load with the first toast, not with every page.
const ToastList = lazy(withMui(() => import('./ToastList')));

/** Renders the toast stack (newest on top) at the top centre of the screen. */
export function Toaster() {
  const toasts = useToasts();

  return (
    <div aria-live="polite" className={styles.toasts}>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </div>
  );
}
