import QueueIcon from '@mui/icons-material/Queue';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * Opens the job queue board (Bull Board, served by the API at /admin/queues). A page load sends no
 * bearer token, so this first has the API set a short-lived board session cookie.
 */
export function QueuesButton() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [opening, setOpening] = useState(false);

  const open = () => {
    setOpening(true);
    dataProvider.startQueueBoardSession().then(
      ({ url }) => window.location.assign(url),
      (error: unknown) => {
        setOpening(false);
        notify(error instanceof Error ? error.message : 'The job queues could not be opened', { type: 'error' });
      },
    );
  };

  return (
    <Button variant="outlined" startIcon={<QueueIcon />} onClick={open} disabled={opening}>
      Job queues
    </Button>
  );
}
