import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '../dataProvider';
import { formatRupees } from '../money';

type Day = DashboardFigures['revenuePerDay'][number];

// Days are UTC dates (YYYY-MM-DD): shown as such, whatever the browser's zone.
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

/** The last 30 days' revenue, as react-admin's demo draws its order chart. */
export function RevenueChart({ days }: { days: Day[] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Revenue, last 30 days
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {formatRupees(total)} from {orders.toLocaleString('en-IN')} {orders === 1 ? 'order' : 'orders'}
        </Typography>
        <figure aria-label={`Revenue per day over the last 30 days, ${formatRupees(total)} in all`} style={{ margin: 0, height: 280 }}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={days} margin={{ top: 10, right: 12, left: 0, bottom: 0 }}>
              <defs>
                <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="5%" stopColor="#B5541C" stopOpacity={0.6} />
                  <stop offset="95%" stopColor="#B5541C" stopOpacity={0} />
                </linearGradient>
              </defs>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} fontSize={12} />
              <YAxis tickFormatter={(value: number) => compactRupees.format(value)} width={64} fontSize={12} />
              <Tooltip
                labelFormatter={(date) => formatDay(String(date))}
                formatter={(value, _name, item) => [`${formatRupees(Number(value))} (${(item.payload as Day).orders} orders)`, 'Revenue']}
              />
              <Area isAnimationActive={false} type="monotone" dataKey="revenue" stroke="#8A3E12" strokeWidth={2} fill="url(#revenueFill)" />
            </AreaChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}
