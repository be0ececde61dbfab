import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@petshop/contract/moves';
import { Count, DateInput, List, SearchInput, SelectInput, useListContext } from 'react-admin';
import { OrderMobileList, OrderTable } from './OrderTable';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order number or customer" />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="Payment"
    alwaysOn
    choices={PAYMENT_STATUSES.map((status) => ({ id: status, name: status.replace('_', ' ') }))}
  />,
  <DateInput key="from" source="createdAt_gte" label="Placed from" alwaysOn />,
  <DateInput key="until" source="createdAt_lte" label="Placed until" alwaysOn />,
];

const ALL = 'all';
// Count's default sort (id) is not one the orders resource sorts by.
const COUNT_SORT = { field: 'createdAt', order: 'DESC' } as const;
const TABS = [ALL, ...ORDER_STATUSES];

/** As react-admin's demo: one list, status tabs that set its orderStatus filter, a table per tab. */
export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <TabbedOrders />
    </List>
  );
}

function TabbedOrders() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const current: string = filterValues.orderStatus ?? ALL;
  const select = (_event: unknown, tab: string) => {
    const { orderStatus: _previous, ...others } = filterValues;
    setFilters(tab === ALL ? others : { ...others, orderStatus: tab }, displayedFilters);
  };
  const { orderStatus: _ignored, ...otherFilters } = filterValues;
  return (
    <>
      {/* Sized by the page, not by its tabs: react-admin's layout grows to its content's minimum width. */}
      <Box sx={{ contain: 'inline-size' }}>
        <Tabs value={current} onChange={select} variant="scrollable" scrollButtons="auto" aria-label="Order status">
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              sx={{ textTransform: 'capitalize' }}
              label={
                <span>
                  {tab} (<Count filter={tab === ALL ? otherFilters : { ...otherFilters, orderStatus: tab }} sort={COUNT_SORT} component="span" />)
                </span>
              }
            />
          ))}
        </Tabs>
      </Box>
      <Divider />
      {isSmall ? <OrderMobileList /> : <OrderTable key={current} />}
    </>
  );
}
