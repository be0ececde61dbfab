// Mail clients take inline styles only, so mail uses the shop's colours and fonts as plain values.
import { BRAND_COLORS, BRAND_FONTS, SHOP_CONTACT } from '@petshop/contract/brand';

export { SHOP_NAME, SHOP_TAGLINE } from '@petshop/contract/brand';
export const SUPPORT_EMAIL = SHOP_CONTACT.email;
export const colors = BRAND_COLORS;
export const fontFamily = BRAND_FONTS.join(', ');
