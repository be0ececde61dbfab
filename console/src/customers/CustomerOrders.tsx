import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffOrder } from '@petshop/contract';
import { OrderMobileList, OrderTable } from '../orders/OrderTable';
import { CustomerReferences } from './CustomerReferences';

/** The customer's orders, in the orders list's own rows (without the customer's name). */
export function CustomerOrders() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <CustomerReferences<StaffOrder> reference="orders" empty="No orders yet.">
      {small ? <OrderMobileList ofOneCustomer /> : <OrderTable ofOneCustomer />}
    </CustomerReferences>
  );
}
