// India's financial year runs from 1 April to 31 March, in India's time (UTC+5:30, no daylight
// saving). Invoices and credit notes are numbered consecutively within one.

const INDIA_OFFSET_MS = 330 * 60_000;

/** The financial year an instant falls in, as Indian documents write it: `2026-27`. */
export function financialYearOf(at: string | Date): string {
  const india = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The calendar day of an instant in India, `2027-03-31`: a document's date. */
export const indianDate = (at: string | Date): string => new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

export type DocumentKind = 'invoice' | 'credit_note';

/** `PS/2026-27/000042`, or `PS/CN/2026-27/000001` for a credit note. */
export function documentNumber(kind: DocumentKind, prefix: string, financialYear: string, serial: number): string {
  const series = kind === 'invoice' ? prefix : `${prefix}/CN`;
  return `${series}/${financialYear}/${String(serial).padStart(6, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words by the Indian system (thousand, lakh, crore): 1,23,45,678 is "One Crore Twenty Three Lakh …". */
function inWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore ? `${inWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it in words: "Rupees Two Thousand Nine Hundred Forty Eight and Fifty Paise Only". */
export function rupeesInWords(amount: number): string {
  const paise = Math.round(amount * 100);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  return `Rupees ${inWords(rupees)}${cents ? ` and ${belowHundred(cents)} Paise` : ''} Only`;
}
