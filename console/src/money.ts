export { formatRupees, RUPEES } from '@petshop/contract/brand';
