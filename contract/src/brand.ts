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

const rupees = new Intl.NumberFormat(RUPEES.locales, RUPEES.options);

/** 1299.5 → "₹1,299.50", with Indian digit grouping (₹1,00,000.00). Amounts are rupees, as the shop keeps them. */
export function formatRupees(amount: number): string {
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
