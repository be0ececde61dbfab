export { formatRupees } from '@petshop/contract/brand';
