import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BooleanInput, DataTable, DateField, List, SelectInput, SimpleList } from 'react-admin';
import type { StaffAlert } from '@petshop/contract';

const KINDS = [
  { id: 'reconciliation', name: 'Reconciliation' },
  { id: 'refund', name: 'Refund' },
  { id: 'webhook', name: 'Webhook' },
  { id: 'mail', name: 'Mail' },
  { id: 'transaction', name: 'Open transaction' },
];
const kindName = (alert: StaffAlert) => KINDS.find((kind) => kind.id === alert.kind)?.name ?? alert.kind;

const filters = [
  <BooleanInput key="open" source="open" label="Open only" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KINDS} alwaysOn />,
];

function StateChip({ alert }: { alert: StaffAlert }) {
  return <Chip size="small" variant="outlined" label={alert.resolvedAt ? 'Resolved' : 'Open'} color={alert.resolvedAt ? 'success' : 'error'} />;
}

const dateTime = { locales: 'en-IN', showTime: true } as const;

function AlertTable() {
  return (
    <DataTable<StaffAlert> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="kind" render={kindName} />
      <DataTable.Col source="message" disableSort render={(alert: StaffAlert) => <Typography variant="body2">{alert.message}</Typography>} />
      <DataTable.Col source="orderId" label="Order" />
      <DataTable.Col source="attempts" />
      <DataTable.Col source="firstAt" label="First">
        <DateField source="firstAt" {...dateTime} />
      </DataTable.Col>
      <DataTable.Col source="lastAt" label="Last">
        <DateField source="lastAt" {...dateTime} />
      </DataTable.Col>
      <DataTable.Col source="nextAttemptAt" label="Next try">
        <DateField source="nextAttemptAt" {...dateTime} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="resolvedAt" label="State" render={(alert: StaffAlert) => <StateChip alert={alert} />} />
    </DataTable>
  );
}

/**
 * What the shop could not do by itself (reconciliations that cannot settle, refunds the provider
 * refuses, webhooks that could not be applied, mail the SMTP server refuses, a transaction left
 * open in the database that holds its events back): open ones by default.
 */
export function AlertList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<StaffAlert> filters={filters} filterDefaultValues={{ open: true }} sort={{ field: 'lastAt', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<StaffAlert>
          linkType={false}
          primaryText={(alert) => alert.message}
          secondaryText={(alert) => `${kindName(alert)} · ${alert.attempts} ${alert.attempts === 1 ? 'attempt' : 'attempts'}`}
          tertiaryText={(alert) => (alert.resolvedAt ? 'Resolved' : 'Open')}
        />
      ) : (
        <AlertTable />
      )}
    </List>
  );
}
