import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataTable, DateField, List, SearchInput, SimpleList, useListContext } from 'react-admin';
import type { ReturnStatus, StaffReturnRecord } from '@petshop/contract';
import { RETURN_STATUSES } from '@petshop/contract/moves';
import { ReturnStatusChip } from './ReturnStatusChip';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Return number, customer name or email" />];
const TABS: readonly (ReturnStatus | 'all')[] = [...RETURN_STATUSES, 'all'];
const tabLabel = (tab: string) => tab.charAt(0).toUpperCase() + tab.slice(1);

/** Status tabs, as react-admin's demo shows its orders' workflow: each tab is a `status` filter. */
function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: string = filterValues.status ?? 'all';
  const choose = (tab: string) => {
    const { status: _dropped, ...others } = filterValues;
    setFilters(tab === 'all' ? others : { ...others, status: tab }, displayedFilters);
  };
  return (
    <>
      {/* width 0 + min-width 100%: the tabs fill the card but never widen the page on a phone (they scroll instead). */}
      <Tabs
        value={current}
        onChange={(_event, tab: string) => choose(tab)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Return status"
        sx={{ width: 0, minWidth: '100%' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={tabLabel(tab)} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}

const customerOf = ({ customer }: StaffReturnRecord) => `${customer.firstName} ${customer.lastName}`.trim() || customer.email;

const requestedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function ReturnList() {
  // A phone gets a list of rows, as react-admin's demo does: the table's columns cannot fit.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<StaffReturnRecord> filters={filters} filterDefaultValues={{ status: 'requested' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <StatusTabs />
      {small ? (
        <SimpleList<StaffReturnRecord>
          rowClick="show"
          primaryText={(record) => record.returnNumber}
          secondaryText={(record) => `${customerOf(record)} · ${record.returnPaymentMethod}`}
          tertiaryText={(record) => requestedAt.format(new Date(record.createdAt))}
          rightIcon={(record) => <ReturnStatusChip status={record.status} />}
        />
      ) : (
        <ReturnTable />
      )}
    </List>
  );
}

function ReturnTable() {
  return (
    <DataTable<StaffReturnRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="returnNumber" label="Return" />
      <DataTable.Col label="Customer" disableSort render={customerOf} />
      <DataTable.Col label="Orders" disableSort render={(record: StaffReturnRecord) => record.orders.map((order) => order.orderNumber).join(', ')} />
      <DataTable.Col source="returnPaymentMethod" label="Reimbursement" />
      <DataTable.Col source="methodForReturning" label="Pickup" disableSort />
      <DataTable.Col source="status" render={(record: StaffReturnRecord) => <ReturnStatusChip status={record.status} />} />
      <DataTable.Col source="createdAt" label="Requested">
        <DateField source="createdAt" locales="en-IN" showTime />
      </DataTable.Col>
    </DataTable>
  );
}
