import type { OperationsCurrent } from '@petshop/contract';
import { formatRupees } from '../money';

const counts = new Intl.NumberFormat('en-IN');
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A figure's value in its unit: 12, ₹1,299.00, 240 ms, 1.4 s. */
export function formatFigure(value: number | null, unit: OperationsCurrent['unit']): string {
  if (value === null) return '—';
  switch (unit) {
    case 'rupees':
      return formatRupees(value);
    case 'ms':
      return value >= 1000 ? `${oneDecimal.format(value / 1000)} s` : `${counts.format(Math.round(value))} ms`;
    case 'seconds':
      return `${oneDecimal.format(value)} s`;
    default:
      return counts.format(value);
  }
}

/** Steps are labelled in the browser's time zone: the person on call reads their own clock. */
const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
export const formatStep = (at: string) => clock.format(new Date(at));

export const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
