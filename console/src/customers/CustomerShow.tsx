import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateField, EmailField, Labeled, NumberField, Show, TopToolbar, useRecordContext } from 'react-admin';
import { RUPEES } from '../money';
import { CustomerMails } from './CustomerMails';
import { CustomerOrders } from './CustomerOrders';
import { EraseCustomerButton } from './EraseCustomerButton';
import { SendResetCodeButton } from './SendResetCodeButton';
import { customerFullName, type Customer } from './types';

function CustomerTitle() {
  const customer = useRecordContext<Customer>();
  return <>{customer ? customerFullName(customer) : 'Customer'}</>;
}

function CustomerSummary() {
  const customer = useRecordContext<Customer>();
  if (!customer) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {customerFullName(customer)}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
          <Labeled label="Email">
            <EmailField source="email" />
          </Labeled>
          <Labeled label="Joined">
            <DateField source="createdAt" locales="en-IN" />
          </Labeled>
          <Labeled label="Orders">
            <NumberField source="ordersCount" />
          </Labeled>
          <Labeled label="Total spent">
            <NumberField source="totalSpent" {...RUPEES} />
          </Labeled>
          <Labeled label="Last order">
            <DateField source="lastOrderAt" locales="en-IN" emptyText="—" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CustomerActions() {
  return (
    <TopToolbar>
      <SendResetCodeButton />
      <EraseCustomerButton />
    </TopToolbar>
  );
}

/** A customer's account and figures, their orders (each opens the order page) and the mails the shop sent them. */
export function CustomerShow() {
  return (
    <Show<Customer> title={<CustomerTitle />} actions={<CustomerActions />}>
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <CustomerSummary />
        <Typography variant="h6" component="h2">
          Orders
        </Typography>
        <CustomerOrders />
        <Typography variant="h6" component="h2">
          Mails
        </Typography>
        <CustomerMails />
      </Stack>
    </Show>
  );
}
