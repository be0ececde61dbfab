// The shop as its customers and staff see it, in one place for the storefront, the console and
// mail: its name, how to reach it, its colours, and how it writes an amount of rupees. Plain data
// and one formatter, so a page that imports it carries none of the contract's schemas.

export const SHOP_NAME = 'Pawsome Supplies';
export const SHOP_TAGLINE = 'Pet supplies for dogs and cats';
/** The storefront's and the console's page titles. */
export const DOCUMENT_TITLE = `${SHOP_NAME} – ${SHOP_TAGLINE}`;
export const CONSOLE_TITLE = `${SHOP_NAME} – Staff console`;

export const SHOP_CONTACT = {
  email: 'support@pawsomesupplies.in',
  phone: '+91 80 4567 8900',
  phoneHref: 'tel:+918045678900',
  address: ['2nd Floor, 14 Residency Road', 'Bengaluru, Karnataka 560025', 'India'],
  hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
} as const;

/** Warm, friendly colours: burnt orange, leafy teal, cocoa text on cream. */
export const BRAND_COLORS = {
  orange: '#B5541C',
  orangeLight: '#E58A4B',
  orangeDark: '#8A3E12',
  teal: '#1F6F5C',
  tealLight: '#4F9C86',
  tealDark: '#134A3D',
  cocoa: '#3D2B1F',
  cocoaSoft: '#6B5646',
  cream: '#FFF8F0',
  sand: '#FBEBD9',
  white: '#FFFFFF',
  line: '#E9DED3',
  /** Hairlines between parts of a screen: cocoa at 12%. */
  divider: 'rgba(61, 43, 31, 0.12)',
} as const;

export const BRAND_FONTS = ['"Segoe UI"', 'system-ui', '-apple-system', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'] as const;

/** How every screen and mail writes rupees (react-admin's NumberField takes these as its props). */
export const RUPEES = {
  locales: 'en-IN',
  options: { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const satisfies { locales: string; options: Intl.NumberFormatOptions };

/**
 * 1299.5 → "₹1,299.50", with Indian digit grouping (₹1,00,000.00). Amounts are rupees, as the shop keeps them.
 *
 * Written out by hand, character for character what `Intl.NumberFormat(RUPEES.locales, RUPEES.options)` writes
 * (the spec beside it checks): a browser builds its first Intl formatter from the locale's ICU data, which cost a
 * phone's main thread about 150 ms on the storefront's first screen, more than all the rest of its code's start.
 */
export function formatRupees(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const [whole, paise] = toPaise(Math.abs(value)).split('.') as [string, string];
  // The last three digits, then pairs: 12,34,567.
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}₹${grouped}.${paise}`;
}

/**
 * A non-negative amount to two decimals, as ICU rounds it: from the shortest decimal that reads back as the number
 * (0.015, not the binary 0.01499…), half away from zero.
 */
function toPaise(amount: number): string {
  const shortest = String(amount);
  if (shortest.includes('e')) return amount.toFixed(2); // below a millionth: 0.00
  const [whole, fraction = ''] = shortest.split('.') as [string, string?];
  const kept = `${whole}${fraction.slice(0, 2).padEnd(2, '0')}`;
  const digits = (fraction[2] ?? '0') >= '5' ? increment(kept) : kept;
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A string of decimal digits plus one, carrying as far as it must ("0999" → "1000", "99" → "100"). */
function increment(digits: string): string {
  const at = digits.search(/9*$/);
  if (at === 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at - 1)}${Number(digits[at - 1]) + 1}${'0'.repeat(digits.length - at)}`;
}
