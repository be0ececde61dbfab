import { Show, TabbedShowLayout, useRecordContext } from 'react-admin';
import { OrderEvents } from './OrderEvents';
import { OrderReplay } from './OrderReplay';
import { OrderSummary } from './OrderSummary';
import { OrderTimeline } from './OrderTimeline';
import { ProviderView } from './ProviderView';
import type { Order } from './types';

function OrderTitle() {
  const order = useRecordContext<Order>();
  return <span>Order {order?.orderNumber ?? ''}</span>;
}

/** The tabs after the order itself, on how it got there: label, path, content. */
const HISTORY = [
  ['Timeline', 'timeline', OrderTimeline],
  ['Events', 'events', OrderEvents],
  ['Replay', 'replay', OrderReplay],
  ['Provider', 'provider', ProviderView],
] as const;

/**
 * The order page: what it is (and its status control), then how it got there: the timeline of
 * status changes, the raw events, a replay of its states, and what the payment provider says.
 */
export function OrderShow() {
  return (
    // Sized by the page: react-admin's layout would otherwise widen to the tables' minimum width on a phone, where they scroll instead.
    <Show title={<OrderTitle />} sx={{ contain: 'inline-size' }}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Order">
          <OrderSummary />
        </TabbedShowLayout.Tab>
        {HISTORY.map(([label, path, View]) => (
          <TabbedShowLayout.Tab key={path} label={label} path={path}>
            <View />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
