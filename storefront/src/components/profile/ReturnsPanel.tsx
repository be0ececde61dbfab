import Stack from '@mui/material/Stack';
import type { Return, ReturnableOrder } from '@petshop/contract';
import { useCallback } from 'react';
import { listReturnableOrders } from '../../api/orders';
import { listMyReturns } from '../../api/returns';
import { MyReturns } from './MyReturns';
import { PanelLoading } from '../PanelLoading';
import { ReturnWizard } from './ReturnWizard';
import { useLoad } from '../../lib/useLoad';
import { LoadFailed } from '../LoadFailed';

const loadBoth = () => Promise.all([listReturnableOrders(), listMyReturns()]);

/** Return tab: the wizard over the returnable orders, then the shopper's returns. */
export function ReturnsPanel() {
  const { data, error, reload, setData } = useLoad<[ReturnableOrder[], Return[]]>(loadBoth);
  // The submitted orders are in a return now: the wizard's next round must not offer them again.
  const submitted = useCallback(
    (created: Return) => {
      setData((current) => {
        if (!current) return current;
        const taken = new Set(created.orders.map((o) => o.orderID));
        return [current[0].filter((order) => !taken.has(order._id)), [created, ...current[1]]];
      });
    },
    [setData],
  );

  if (error) {
    return <LoadFailed onRetry={reload}>Failed to fetch orders</LoadFailed>;
  }
  if (!data) return <PanelLoading label="Loading your returns" />;
  return (
    <Stack spacing={4}>
      <ReturnWizard orders={data[0]} onSubmitted={submitted} />
      <MyReturns returns={data[1]} />
    </Stack>
  );
}
