import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import { toast, type Toast } from '../lib/toast';

function ToastItem({ item }: { item: Toast }) {
  const close = () => toast.dismiss(item.id);

  if (item.type === 'custom') {
    return (
      <Paper elevation={6} sx={{ p: 2, borderRadius: '14px' }} role="status">
        {item.message}
      </Paper>
    );
  }

  const severity = item.type === 'error' ? 'error' : item.type === 'success' ? 'success' : 'info';
  return (
    <Alert
      variant="filled"
      severity={severity}
      role={item.type === 'error' ? 'alert' : 'status'}
      icon={item.type === 'loading' ? <CircularProgress size={20} color="inherit" /> : item.type === 'blank' ? false : undefined}
      onClose={item.type === 'loading' ? undefined : close}
      sx={{
        boxShadow: 6,
        borderRadius: '14px',
        alignItems: 'center',
        ...(item.type === 'blank' || item.type === 'loading' ? { bgcolor: 'text.primary', color: 'background.default' } : {}),
      }}
    >
      {item.message}
    </Alert>
  );
}

/** The toasts themselves, newest on top (loaded with the first toast, see Toaster). */
export default function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return toasts.map((item) => (
    <Grow in key={item.id}>
      <div>
        <ToastItem item={item} />
      </div>
    </Grow>
  ));
}
