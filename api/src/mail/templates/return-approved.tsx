import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Note, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** Staff approved a return request. */
export interface ReturnApprovedData {
  firstName: string | null;
  returnNumber: string;
  /** What staff wrote with the approval; null when nothing. */
  note: string | null;
  methodForReturning: string;
}

export const returnApproved = defineTemplate<ReturnApprovedData>({
  subject: (data) => `Your return ${data.returnNumber} was approved`,
  component: ({ data, shop }) => (
    <Layout preview={`Return ${data.returnNumber} was approved: please send the items back.`} shop={shop}>
      <Title>Your return was approved</Title>
      <Paragraph>
        {greeting(data.firstName)} we approved return {data.returnNumber}. Please send the items back as you chose ({data.methodForReturning}); we reimburse you
        once they reach us.
      </Paragraph>
      {data.note ? <Note>{data.note}</Note> : null}
      <ButtonLink href={shop.link('/profile?tab=return')}>View your returns</ButtonLink>
    </Layout>
  ),
});
