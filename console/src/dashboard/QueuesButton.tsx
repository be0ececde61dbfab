import QueueIcon from '@mui/icons-material/Queue';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * Opens the job queue board (Bull Board, served by the API at /admin/queues), badged with the
 * failed jobs' count (null: the queue did not answer). A page load sends no bearer token, so this
 * first has the API set a short-lived board session cookie.
 */
export function QueuesButton({ failedJobs }: { failedJobs: number | null | undefined }) {
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

  const failed = typeof failedJobs === 'number' ? `${failedJobs} failed` : failedJobs === null ? 'queue not answering' : null;
  return (
    <Badge badgeContent={failedJobs ?? 0} color="error" max={999} overlap="rectangular">
      <Button variant="outlined" startIcon={<QueueIcon />} onClick={open} disabled={opening} aria-label={failed ? `Job queues (${failed})` : 'Job queues'}>
        Job queues{failed ? ` · ${failed}` : ''}
      </Button>
    </Badge>
  );
}
