import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { IssuedDocumentRecord } from '@petshop/contract';
import { DataTable, Link, List, SelectInput, SimpleList, useCreatePath } from 'react-admin';
import { formatRupees, RUPEES } from '../money';
import { financialYearOf, recentFinancialYears } from './financialYears';

const issuedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const filters = [
  <SelectInput
    key="financialYear"
    source="financialYear"
    label="Financial year"
    alwaysOn
    choices={recentFinancialYears().map((year) => ({ id: year, name: year }))}
  />,
];
/** The order's page, where the document itself is downloaded. */
function OrderLink({ record }: { record: IssuedDocumentRecord }) {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'orders', id: record.orderId, type: 'show' })}>{record.orderNumber}</Link>;
}

/**
 * The accountant's list of invoices or credit notes: this financial year's by default, newest first,
 * with react-admin's CSV export of whatever the filter shows.
 */
export function DocumentList({ amountLabel }: { amountLabel: string }) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<IssuedDocumentRecord>
      filters={filters}
      filterDefaultValues={{ financialYear: financialYearOf(new Date()) }}
      sort={{ field: 'issuedAt', order: 'DESC' }}
    >
      {small ? (
        <SimpleList<IssuedDocumentRecord>
          linkType={false}
          primaryText={(record) => record.number}
          secondaryText={(record) => (
            <>
              <OrderLink record={record} /> · {record.customer}
            </>
          )}
          tertiaryText={(record) => formatRupees(record.amount)}
        />
      ) : (
        <DataTable<IssuedDocumentRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="number" label="Number" />
          <DataTable.Col source="issuedAt" label="Date" render={(record: IssuedDocumentRecord) => issuedOn.format(new Date(record.issuedAt))} />
          <DataTable.Col source="orderNumber" label="Order" disableSort render={(record: IssuedDocumentRecord) => <OrderLink record={record} />} />
          <DataTable.Col source="customer" label="Customer" disableSort />
          <DataTable.NumberCol source="amount" label={amountLabel} {...RUPEES} />
        </DataTable>
      )}
    </List>
  );
}
