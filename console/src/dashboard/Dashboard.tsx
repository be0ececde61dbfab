import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link, Title, useCreatePath, useGetIdentity } from 'react-admin';
import { SHOP_NAME } from '../brand';
import { FigureCard, FIGURES } from './FigureCard';
import { LatestOrders } from './LatestOrders';
import { QueuesButton } from './QueuesButton';
import { RevenueChart } from './RevenueChart';
import { useDashboardFigures } from './useDashboardFigures';

export default function Dashboard() {
  const { identity } = useGetIdentity();
  const { figures, loading, failed } = useDashboardFigures();
  const createPath = useCreatePath();
  const listOf = (resource: string) => createPath({ resource, type: 'list' });
  const goal = figures?.monthlyOrderGoal.goal;
  const done = figures?.monthlyOrderGoal.ordersThisMonth;
  const progress = goal && done !== undefined ? Math.min(100, (done / goal) * 100) : null;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Dashboard" />
      <Card sx={{ background: 'linear-gradient(135deg, #FBEBD9 0%, #F7DCC0 60%, #E7F1EC 100%)' }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: 640 }}>
            This is the {SHOP_NAME} staff console: follow orders, keep the catalogue up to date, moderate reviews and handle returns.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button component={Link} to={listOf('orders')} variant="contained" startIcon={<ReceiptLongIcon />}>
              Orders
            </Button>
            <Button component={Link} to={listOf('products')} variant="outlined" startIcon={<Inventory2Icon />}>
              Products
            </Button>
            <Button component={Link} to={listOf('returns')} variant="outlined" startIcon={<AssignmentReturnIcon />}>
              Returns
            </Button>
            <QueuesButton failedJobs={figures?.failedJobs} />
          </Box>
        </CardContent>
      </Card>

      {failed && <Alert severity="info">The figures are not available right now. They will appear here once the server provides them.</Alert>}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {FIGURES.map((figure) => (
          <FigureCard key={figure.key} figure={figure} value={figures?.[figure.key]} loading={loading} />
        ))}
      </Box>

      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Monthly order goal
          </Typography>
          {progress === null ? (
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>—</Typography>
          ) : (
            <>
              <Typography sx={{ mt: 1 }}>
                {done} of {goal} orders ({progress.toFixed(1)}%), {Math.max(0, (goal ?? 0) - (done ?? 0))} to go
              </Typography>
              <LinearProgress variant="determinate" value={progress} sx={{ mt: 1.5, height: 10, borderRadius: 5 }} aria-label="Monthly order goal progress" />
            </>
          )}
        </CardContent>
      </Card>

      {figures && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <RevenueChart days={figures.revenuePerDay} />
          <LatestOrders orders={figures.latestOrders} />
        </Box>
      )}
    </Box>
  );
}
