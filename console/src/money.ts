/** Props for NumberField / DataTable.NumberCol to show rupees: ₹1,299.00. */
export const RUPEES = {
  locales: 'en-IN',
  options: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const satisfies { locales: string; options: Intl.NumberFormatOptions };

const rupeeFormat = new Intl.NumberFormat(RUPEES.locales, RUPEES.options);

export function formatRupees(amount: number): string {
  return rupeeFormat.format(Number.isFinite(amount) ? amount : 0);
}
