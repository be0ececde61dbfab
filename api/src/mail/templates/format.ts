// Amounts and dates as the storefront shows them (storefront/src/lib/formatRupees.ts): a mail and
// the page it links to must not disagree on ₹1,299.50.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1299.5 → "₹1,299.50"; Indian digit grouping (₹1,00,000.00). Amounts are rupees, as the shop keeps them. */
export function rupees(amount: number): string {
  return inr.format(Number.isFinite(amount) ? amount : 0);
}

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
