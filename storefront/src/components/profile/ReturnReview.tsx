import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestReturnBody } from '@petshop/contract';
import type { ReactNode } from 'react';
import { REIMBURSEMENTS } from './returnOptions';

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider', display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800 }}>{title}</Typography>
        <Box sx={{ color: 'text.secondary' }}>{children}</Box>
      </Box>
      <Button size="small" onClick={onEdit} aria-label={`Change ${title.toLowerCase()}`} sx={{ alignSelf: 'flex-start' }}>
        Change
      </Button>
    </Box>
  );
}

/** Step 4: what will be sent, each part one click from its step. */
export function ReturnReview({ request, goTo }: { request: RequestReturnBody; goTo: (step: number) => void }) {
  const reimbursement = REIMBURSEMENTS.find((r) => r.value === request.returnPaymentMethod)?.label ?? request.returnPaymentMethod;
  return (
    <Box sx={{ mb: 2 }}>
      <Section title="Products" onEdit={() => goTo(0)}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {request.orders.flatMap((order) => order.products.map((p) => <li key={`${order.orderID}-${p.id}`}>{p.name}</li>))}
        </Box>
      </Section>
      <Section title="Reason" onEdit={() => goTo(1)}>
        {request.reasonToReturn.answer1}; {request.reasonToReturn.answer2}
      </Section>
      <Section title="Pickup method" onEdit={() => goTo(2)}>
        {request.methodForReturning}
      </Section>
      <Section title="Reimbursement" onEdit={() => goTo(3)}>
        {reimbursement}
      </Section>
    </Box>
  );
}
