import { Layout } from './layout.js';
import { ButtonLink, Paragraph, Title } from './parts.js';
import { mailDateTime } from './format.js';
import { defineTemplate } from './template.js';

/** The notice after an account's password was reset with a code or changed from the profile; the identity context enqueues it. */
export interface PasswordChangedData {
  firstName: string;
  how: 'reset' | 'change';
  /** When, as an ISO time. */
  at: string;
}

export const passwordChanged = defineTemplate<PasswordChangedData>({
  subject: () => 'Your password was changed',
  component: ({ data, shop }) => (
    <Layout preview="Every other device signed in to your account has been signed out." shop={shop}>
      <Title>Your password was changed</Title>
      <Paragraph>
        Hello {data.firstName}, the password of your account was{' '}
        {data.how === 'reset' ? 'reset with a code sent to this address' : 'changed from your account page'} on {mailDateTime(data.at)}. Every other device
        signed in to your account has been signed out.
      </Paragraph>
      <Paragraph>If this was not you, reset your password at once and write to us: someone may know your old one.</Paragraph>
      <ButtonLink href={shop.link('/forgot-password')}>Reset your password</ButtonLink>
    </Layout>
  ),
});
