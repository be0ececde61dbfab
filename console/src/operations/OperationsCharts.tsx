import Box from '@mui/material/Box';
import type { Operations, OperationsPoint } from '@petshop/contract';
import { formatRupees } from '../money';
import { compactRupees, formatFigure } from './format';
import { type ChartRow, OperationsChart } from './OperationsChart';

const COLORS = ['#B5541C', '#2E6F8E', '#6A8D3A', '#8E3B6F', '#C99A2E', '#4B4B8F'];
const count = (value: number) => formatFigure(value, 'count');
const ms = (value: number) => formatFigure(value, 'ms');
const seconds = (value: number) => formatFigure(value, 'seconds');
const sum = (points: readonly OperationsPoint[], pick: (point: OperationsPoint) => number) => points.reduce((total, point) => total + pick(point), 0);
const highest = (values: (number | null | undefined)[]) =>
  values.reduce<number | null>((top, value) => (typeof value === 'number' && (top === null || value > top) ? value : top), null);

/** Points as chart rows: a projection's or queue's figure under `<figure>:<name>`. */
function rowsOf(points: readonly OperationsPoint[]): ChartRow[] {
  return points.map(({ projectionLagSeconds, queueDepth, failedJobs, ...flat }) => {
    const row: ChartRow = { ...flat };
    for (const [name, value] of Object.entries(projectionLagSeconds)) row[`lag:${name}`] = value;
    for (const [name, value] of Object.entries(queueDepth)) row[`depth:${name}`] = value;
    for (const [name, value] of Object.entries(failedJobs)) row[`failed:${name}`] = value;
    return row;
  });
}

/** The window's charts, two a row on wide screens. */
export function OperationsCharts({ operations }: { operations: Operations }) {
  const { points, projections, queues } = operations;
  const rows = rowsOf(points);
  const per = operations.stepSeconds === 60 ? 'per minute' : 'per 15 minutes';
  const checkouts = sum(points, (point) => point.checkouts);
  const createRequests = sum(points, (point) => point.createRequests);
  const verifyRequests = sum(points, (point) => point.verifyRequests);
  const worstLag = highest(points.flatMap((point) => Object.values(point.projectionLagSeconds)));
  const latest = [...points].reverse().find((point) => Object.values(point.queueDepth).some((value) => value !== null));
  const mailsFailing = highest(points.map((point) => point.mailsFailing));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <OperationsChart
        title="Checkouts and revenue"
        summary={`${count(checkouts)} ${checkouts === 1 ? 'checkout' : 'checkouts'} placed, ${formatRupees(sum(points, (point) => point.revenue))} captured, ${per}`}
        rows={rows}
        series={[
          { key: 'checkouts', name: 'Checkouts', color: COLORS[1]!, kind: 'bar' },
          { key: 'revenue', name: 'Revenue', color: COLORS[0]!, kind: 'line', right: true },
        ]}
        format={count}
        formatRight={(value) => compactRupees.format(value)}
        integers
      />
      <OperationsChart
        title="Payment outcomes"
        summary={`${count(sum(points, (point) => point.paid))} paid, ${count(sum(points, (point) => point.failed))} declined, ${count(sum(points, (point) => point.cancelled))} cancelled, ${per}`}
        rows={rows}
        series={[
          { key: 'paid', name: 'Paid', color: '#2E7D32', kind: 'bar', stack: 'outcome' },
          { key: 'failed', name: 'Declined', color: '#C62828', kind: 'bar', stack: 'outcome' },
          { key: 'cancelled', name: 'Cancelled', color: '#8D8D8D', kind: 'bar', stack: 'outcome' },
        ]}
        format={count}
        integers
      />
      <OperationsChart
        title="Checkout latency"
        summary={`p50 and p99 of ${count(createRequests)} place-order and ${count(verifyRequests)} verify-payment requests`}
        rows={rows}
        series={[
          { key: 'createP50Ms', name: 'Place order p50', color: COLORS[1]!, kind: 'line' },
          { key: 'createP99Ms', name: 'Place order p99', color: COLORS[3]!, kind: 'line' },
          { key: 'verifyP50Ms', name: 'Verify p50', color: COLORS[2]!, kind: 'line' },
          { key: 'verifyP99Ms', name: 'Verify p99', color: COLORS[0]!, kind: 'line' },
        ]}
        format={ms}
      />
      <OperationsChart
        title="Projection lag"
        summary={worstLag === null ? 'No samples from the worker in this window' : `At worst ${seconds(worstLag)} behind`}
        rows={rows}
        series={projections.map((name, index) => ({ key: `lag:${name}`, name, color: COLORS[index % COLORS.length]!, kind: 'line' as const }))}
        format={seconds}
      />
      <OperationsChart
        title="Job queues"
        summary={
          latest
            ? queues.map((name) => `${name}: ${count(latest.queueDepth[name] ?? 0)} waiting, ${count(latest.failedJobs[name] ?? 0)} failed`).join('; ')
            : 'No samples from the worker in this window'
        }
        rows={rows}
        series={queues.flatMap((name, index) => [
          { key: `depth:${name}`, name: `${name} waiting`, color: COLORS[(2 * index) % COLORS.length]!, kind: 'line' as const },
          { key: `failed:${name}`, name: `${name} failed`, color: '#C62828', kind: 'line' as const },
        ])}
        format={count}
        integers
      />
      <OperationsChart
        title="Mails"
        summary={`${count(sum(points, (point) => point.mailsSent))} sent${mailsFailing ? `, up to ${count(mailsFailing)} being retried` : ', none being retried'}`}
        rows={rows}
        series={[
          { key: 'mailsSent', name: 'Sent', color: COLORS[2]!, kind: 'bar' },
          { key: 'mailsFailing', name: 'Being retried', color: '#C62828', kind: 'line' },
        ]}
        format={count}
        integers
      />
      <OperationsChart
        title="Alerts"
        summary={`${count(sum(points, (point) => point.alertsOpened))} opened, ${count(sum(points, (point) => point.alertsResolved))} resolved, ${per}`}
        rows={rows}
        series={[
          { key: 'alertsOpened', name: 'Opened', color: '#C62828', kind: 'bar' },
          { key: 'alertsResolved', name: 'Resolved', color: '#2E7D32', kind: 'bar' },
        ]}
        format={count}
        integers
      />
    </Box>
  );
}
