const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1299.5 → "₹1,299.50"; Indian digit grouping (₹1,00,000.00). */
export function formatRupees(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
