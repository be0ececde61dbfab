import { Text } from '@react-email/text';
import { colors } from './brand.js';
import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Note, Paragraph, Title } from './parts.js';
import { rupees } from './format.js';
import { defineTemplate } from './template.js';

/** A return reimbursed by store voucher: its code and value. */
export interface VoucherIssuedData {
  firstName: string | null;
  code: string;
  amount: number;
  /** The return it reimburses; null when the return cannot be read. */
  returnNumber: string | null;
}

export const voucherIssued = defineTemplate<VoucherIssuedData>({
  subject: (data) => `Your store voucher of ${rupees(data.amount)}`,
  component: ({ data, shop }) => (
    <Layout preview={`A store voucher of ${rupees(data.amount)} to spend at checkout.`} shop={shop}>
      <Title>Your store voucher</Title>
      <Paragraph>
        {greeting(data.firstName)} {data.returnNumber ? `for return ${data.returnNumber}` : 'for your return'} we have issued you a store voucher of{' '}
        {rupees(data.amount)}. Enter its code at checkout; what an order does not use stays on it.
      </Paragraph>
      <Note>
        <Text style={{ fontSize: 24, lineHeight: '32px', fontWeight: 800, letterSpacing: 2, color: colors.cocoa, margin: 0, textAlign: 'center' }}>
          {data.code}
        </Text>
      </Note>
      <ButtonLink href={shop.link('/profile?tab=vouchers')}>See your vouchers</ButtonLink>
    </Layout>
  ),
});
