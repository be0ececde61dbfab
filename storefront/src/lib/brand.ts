import { DOCUMENT_TITLE, SHOP_NAME } from '@petshop/contract/brand';

export { DOCUMENT_TITLE, SHOP_CONTACT, SHOP_NAME, SHOP_TAGLINE } from '@petshop/contract/brand';

/** Title for an inner page, e.g. "About Us – Pawsome Supplies". */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SHOP_NAME}` : DOCUMENT_TITLE;
}
