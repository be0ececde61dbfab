/** India's financial year of a date, as the API names it: April to March, `2026-27`. */
export function financialYearOf(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** This financial year and the four before it, newest first: what an accountant usually looks back over. */
export function recentFinancialYears(now = new Date()): string[] {
  const current = Number(financialYearOf(now).slice(0, 4));
  return Array.from({ length: 5 }, (_, back) => `${current - back}-${String((current - back + 1) % 100).padStart(2, '0')}`);
}
