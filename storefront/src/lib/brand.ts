/** The shop's name and page titles: the one place they are spelled out. */
export const SHOP_NAME = 'Pawsome Supplies';
export const SHOP_TAGLINE = 'Pet supplies for dogs and cats';
export const DOCUMENT_TITLE = `${SHOP_NAME} – ${SHOP_TAGLINE}`;

/** Title for an inner page, e.g. "About Us – Pawsome Supplies". */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SHOP_NAME}` : DOCUMENT_TITLE;
}

export const SHOP_CONTACT = {
  email: 'support@pawsomesupplies.in',
  phone: '+91 80 4567 8900',
  phoneHref: 'tel:+918045678900',
  address: ['2nd Floor, 14 Residency Road', 'Bengaluru, Karnataka 560025', 'India'],
  hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
} as const;
