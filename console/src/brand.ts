/** Same shop name as the storefront (storefront/src/lib/brand.ts); the console has its own package. */
export const SHOP_NAME = 'Pawsome Supplies';
export const CONSOLE_TITLE = `${SHOP_NAME} – Staff console`;
