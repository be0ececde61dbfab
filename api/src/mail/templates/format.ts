// Amounts and dates as the storefront shows them: a mail and the page it links to must not disagree on ₹1,299.50.
export { formatRupees as rupees } from '@petshop/contract/brand';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const moment = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** An ISO time as a date in India: "5 March 2026". */
export function mailDate(iso: string): string {
  return day.format(new Date(iso));
}

/** An ISO time as a date and time in India: "5 Mar 2026, 2:30 pm". */
export function mailDateTime(iso: string): string {
  return moment.format(new Date(iso));
}
