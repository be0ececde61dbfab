import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { returnTransitions } from '@petshop/contract/moves';
import { Link, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { MoveReturnButton } from './MoveReturnButton';
import { ReturnHistory } from './ReturnHistory';
import { ReturnOrders } from './ReturnOrders';
import { ReturnStatusChip } from './ReturnStatusChip';
import type { ReturnOnPage } from './types';

/** Only the moves the return's status allows: the API's own table, which is the whole rule for returns. */
function ReturnActions() {
  const record = useRecordContext<ReturnOnPage>();
  if (!record || returnTransitions[record.status].length === 0) return null;
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {returnTransitions[record.status].map((move) => (
        <MoveReturnButton key={move} record={record} move={move} />
      ))}
    </TopToolbar>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function ReturnDetails() {
  const record = useRecordContext<ReturnOnPage>();
  const createPath = useCreatePath();
  if (!record) return null;
  const { customer, reasonToReturn: answers } = record;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
        <Section title="Summary">
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            <Fact label="Status">
              <ReturnStatusChip status={record.status} />
            </Fact>
            <Fact label="Requested">{placedAt.format(new Date(record.createdAt))}</Fact>
            <Fact label="Customer">{`${customer.firstName} ${customer.lastName} (${customer.email})`}</Fact>
            <Fact label="Pickup">{record.methodForReturning}</Fact>
            <Fact label="Reimbursement">{record.returnPaymentMethod}</Fact>
            {record.voucherCode && <Fact label="Voucher code">{record.voucherCode}</Fact>}
            {record.replacementOrderId && (
              <Fact label="Replacement order">
                <Link to={createPath({ resource: 'orders', id: record.replacementOrderId, type: 'show' })}>Open the replacement order</Link>
              </Fact>
            )}
          </Box>
        </Section>
        <Section title="Orders and products">
          <ReturnOrders record={record} />
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
        <Section title="The shopper's answers">
          <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
            {[
              [answers.question1, answers.answer1],
              [answers.question2, answers.answer2],
            ].map(([question, answer]) => (
              <Fact key={question} label={question || 'Question'}>
                {answer}
              </Fact>
            ))}
          </Box>
        </Section>
        <Section title="History">
          <ReturnHistory history={record.history} />
        </Section>
      </Box>
    </Box>
  );
}

export function ReturnShow() {
  return (
    <Show<ReturnOnPage> actions={<ReturnActions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}>
      <ReturnDetails />
    </Show>
  );
}
