import { Layout } from './layout.js';
import { greeting } from './order-parts.js';
import { ButtonLink, Note, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** Staff rejected a return request: its orders are delivered again. */
export interface ReturnRejectedData {
  firstName: string | null;
  returnNumber: string;
  /** Why, as staff wrote it; null when they wrote nothing. */
  note: string | null;
}

export const returnRejected = defineTemplate<ReturnRejectedData>({
  subject: (data) => `Your return ${data.returnNumber} was not approved`,
  component: ({ data, shop }) => (
    <Layout preview={`We could not accept return ${data.returnNumber}.`} shop={shop}>
      <Title>We could not accept your return</Title>
      <Paragraph>
        {greeting(data.firstName)} we are sorry: we could not accept return {data.returnNumber}.
      </Paragraph>
      {data.note ? <Note>{data.note}</Note> : null}
      <Paragraph>If you think this is a mistake, write to us from the contact page and quote the return's number.</Paragraph>
      <ButtonLink href={shop.link('/contact-us')}>Contact us</ButtonLink>
    </Layout>
  ),
});
