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
        <TabbedShowLayout.Tab label="Timeline" path="timeline">
          <OrderTimeline />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Events" path="events">
          <OrderEvents />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Replay" path="replay">
          <OrderReplay />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Provider" path="provider">
          <ProviderView />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
