import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { OperationsWindow } from '@petshop/contract';
import { useState } from 'react';
import { Link, Title, useAuthenticated, useCreatePath, usePermissions } from 'react-admin';
import { QueuesButton } from '../dashboard/QueuesButton';
import type { StaffRole } from '../session';
import { CurrentFigures } from './CurrentFigures';
import { OperationsCharts } from './OperationsCharts';
import { ReadModelCheckCard } from './ReadModelCheckCard';
import { useOperations } from './useOperations';

const updated = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/**
 * How the shop is doing (admins): each figure now, coloured when the server says it is out of
 * bounds, and the last hour or day as charts, from the rollups the shop keeps in Postgres.
 */
export default function OperationsPage() {
  useAuthenticated();
  const { permissions, isPending: permissionsPending } = usePermissions<StaffRole>();
  const admin = permissions === 'admin';
  const [window, setWindow] = useState<OperationsWindow>('hour');
  const operations = useOperations(window, admin);
  const createPath = useCreatePath();
  const figure = (key: string) => operations.data?.current.find((one) => one.key === key)?.value;
  const failedJobs = figure('failedJobs');
  const openAlerts = figure('openAlerts');

  if (permissionsPending) return <LinearProgress />;
  if (!admin) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Operations" />
        <Alert severity="info">The operations page is for admins.</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Operations" />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Operations
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
              Checkouts, payments, latency, read models, jobs, mails and alerts, per minute over the last hour or per 15 minutes over the last day.
              {operations.dataUpdatedAt ? ` Updated ${updated.format(operations.dataUpdatedAt)}.` : ''}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={window}
              onChange={(_event, value: OperationsWindow | null) => value && setWindow(value)}
              aria-label="Window"
            >
              <ToggleButton value="hour">Last hour</ToggleButton>
              <ToggleButton value="day">Last day</ToggleButton>
            </ToggleButtonGroup>
            <QueuesButton failedJobs={failedJobs} />
            <Button component={Link} to={createPath({ resource: 'alerts', type: 'list' })} variant="outlined" startIcon={<NotificationImportantIcon />}>
              Alerts{typeof openAlerts === 'number' ? ` · ${openAlerts} open` : ''}
            </Button>
          </Box>
        </CardContent>
      </Card>

      {operations.isError && <Alert severity="error">The figures could not be loaded: {operations.error.message}</Alert>}
      {operations.isPending && <LinearProgress aria-label="Loading the figures" />}
      {operations.data && (
        <>
          <CurrentFigures figures={operations.data.current} />
          <OperationsCharts operations={operations.data} />
        </>
      )}
      <ReadModelCheckCard />
    </Box>
  );
}
