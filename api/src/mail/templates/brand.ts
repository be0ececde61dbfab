// The storefront's look, for mail: its colours (storefront/src/lib/theme.ts) and name
// (storefront/src/lib/brand.ts). Mail clients take inline styles only, so these are plain values.
export const SHOP_NAME = 'Pawsome Supplies';
export const SHOP_TAGLINE = 'Pet supplies for dogs and cats';
export const SUPPORT_EMAIL = 'support@pawsomesupplies.in';

export const colors = {
  orange: '#B5541C',
  orangeDark: '#8A3E12',
  teal: '#1F6F5C',
  cocoa: '#3D2B1F',
  cocoaSoft: '#6B5646',
  cream: '#FFF8F0',
  sand: '#FBEBD9',
  white: '#FFFFFF',
  line: '#E9DED3',
} as const;

export const fontFamily = '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
