import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardFigures } from '../dataProvider';
import { formatRupees } from '../money';

type NumberFigure = { [Key in keyof DashboardFigures]: DashboardFigures[Key] extends number | null ? Key : never }[keyof DashboardFigures];

export interface Figure {
  key: NumberFigure;
  label: string;
  money?: boolean;
}

export const FIGURES: readonly Figure[] = [
  { key: 'ordersToday', label: 'Orders today' },
  { key: 'revenueToday', label: 'Revenue today', money: true },
  { key: 'ordersThisMonth', label: 'Orders this month' },
  { key: 'revenueThisMonth', label: 'Revenue this month', money: true },
  { key: 'paymentsPending', label: 'Payments pending' },
  { key: 'returnsOpen', label: 'Open returns' },
];

export function FigureCard({ figure, value, loading }: { figure: Figure; value: number | null | undefined; loading: boolean }) {
  const text = typeof value === 'number' ? (figure.money ? formatRupees(value) : value.toLocaleString('en-IN')) : '—';
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {figure.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {loading ? <Skeleton width={80} /> : text}
        </Typography>
      </CardContent>
    </Card>
  );
}
