import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Loading } from 'react-admin';
import { formatRupees } from '../money';
import { errorMessage, isUnavailable, useProviderView, useShownOrderId } from './orderApi';
import { Facts, Section } from './OrderSummary';
import { ProviderPayments, ProviderRefunds } from './ProviderTables';
import type { ProviderView as View } from './types';

export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached';

/** What the payment provider records for the order, beside the shop's record, disagreements first. */
export function ProviderView() {
  const view = useProviderView(useShownOrderId());
  const refresh = (
    <Button startIcon={<RefreshIcon />} onClick={() => view.refetch()} disabled={view.isFetching}>
      Ask again
    </Button>
  );
  if (view.isPending) return <Loading />;
  if (view.isError) {
    return (
      <Alert severity="error" action={refresh}>
        {isUnavailable(view.error) ? PROVIDER_UNREACHABLE : errorMessage(view.error)}
      </Alert>
    );
  }
  const { data } = view;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Asked {data.provider === 'sandbox' ? 'the Razorpay sandbox' : 'Razorpay'} at{' '}
          {new Date(data.fetchedAt).toLocaleString('en-IN', { timeStyle: 'medium', dateStyle: 'medium' })}
        </Typography>
        {refresh}
      </Box>
      <Verdict view={data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title="The shop's record">
          <Facts
            facts={[
              ['Order status', data.shop.orderStatus],
              ['Payment status', data.shop.paymentStatus],
              ['Payment id', data.shop.paymentId ?? '—'],
              ['Total', formatRupees(data.shop.totalAmount)],
              ['To pay through the provider', formatRupees(data.shop.amountToPay)],
              ['Paid', formatRupees(data.shop.amountPaid)],
              ['Refunded', formatRupees(data.shop.refundedAmount)],
            ]}
          />
        </Section>
        <Section title="The provider's order">
          {data.providerOrder ? (
            <Facts
              facts={[
                ['Order id', data.providerOrder.id],
                ['Status', data.providerOrder.status],
                ['Amount', formatRupees(data.providerOrder.amount)],
                ['Amount paid', formatRupees(data.providerOrder.amountPaid)],
                ['Attempts', String(data.providerOrder.attempts)],
              ]}
            />
          ) : (
            <Typography color="text.secondary">No order at the provider{data.razorpayOrderId ? ` for ${data.razorpayOrderId}` : ''}.</Typography>
          )}
        </Section>
      </Box>
      <Section title="Provider's payments">
        <ProviderPayments payments={data.payments} />
      </Section>
      <Section title="Provider's refunds">
        <ProviderRefunds refunds={data.refunds} />
      </Section>
    </Box>
  );
}

function Verdict({ view }: { view: View }) {
  if (view.disagreements.length === 0) {
    return <Alert severity="success">The provider agrees with the shop's record.</Alert>;
  }
  return (
    <Alert severity="error" variant="filled" role="alert">
      <AlertTitle>The provider and the shop disagree</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {view.disagreements.map((disagreement, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a field may disagree in more than one way
          <li key={`${disagreement.field}-${index}`}>{disagreement.message}</li>
        ))}
      </Box>
    </Alert>
  );
}
