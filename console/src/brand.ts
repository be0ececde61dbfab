export { CONSOLE_TITLE, SHOP_NAME } from '@petshop/contract/brand';
