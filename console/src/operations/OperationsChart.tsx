import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatStep } from './format';

export type ChartRow = { at: string } & Record<string, number | string | null>;

export interface Series {
  key: string;
  name: string;
  color: string;
  kind: 'line' | 'bar';
  /** Bars with the same stack id are stacked. */
  stack?: string;
  /** A second scale on the right (revenue beside counts). */
  right?: boolean;
}

interface Props {
  title: string;
  /** One line under the title, also the figure's accessible name with the title. */
  summary: string;
  rows: readonly ChartRow[];
  series: readonly Series[];
  format: (value: number) => string;
  formatRight?: (value: number) => string;
  /** The left scale counts things: no ticks between whole numbers. */
  integers?: boolean;
}

/** One chart of the window, as react-admin's demo draws its charts: a card, a title, a summary, Recharts. */
export function OperationsChart({ title, summary, rows, series, format, formatRight = format, integers = false }: Props) {
  const hasRight = series.some((one) => one.right);
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {summary}
        </Typography>
        <figure aria-label={`${title}: ${summary}`} style={{ margin: 0, height: 220 }}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={rows as ChartRow[]} margin={{ top: 8, right: hasRight ? 0 : 12, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="at" tickFormatter={formatStep} minTickGap={28} fontSize={12} />
              <YAxis yAxisId="left" tickFormatter={format} width={56} fontSize={12} allowDecimals={!integers} />
              {hasRight && <YAxis yAxisId="right" orientation="right" tickFormatter={formatRight} width={56} fontSize={12} />}
              <Tooltip
                labelFormatter={(at) => formatStep(String(at))}
                formatter={(value, name) => {
                  const one = series.find((candidate) => candidate.name === name);
                  return [value === null || value === undefined ? '—' : (one?.right ? formatRight : format)(Number(value)), name];
                }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {series.map((one) =>
                one.kind === 'bar' ? (
                  <Bar
                    key={one.key}
                    isAnimationActive={false}
                    yAxisId={one.right ? 'right' : 'left'}
                    dataKey={one.key}
                    name={one.name}
                    fill={one.color}
                    stackId={one.stack}
                  />
                ) : (
                  <Line
                    key={one.key}
                    isAnimationActive={false}
                    yAxisId={one.right ? 'right' : 'left'}
                    type="monotone"
                    dataKey={one.key}
                    name={one.name}
                    stroke={one.color}
                    strokeWidth={2}
                    // A series with gaps (no requests, no sample) shows its points, so one standing alone is seen.
                    dot={rows.some((row) => row[one.key] === null) ? { r: 2 } : false}
                    connectNulls={false}
                  />
                ),
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}
