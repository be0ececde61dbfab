import { Text } from '@react-email/text';
import { colors } from './brand.js';
import { Layout } from './layout.js';
import { ButtonLink, Note, Paragraph, Title } from './parts.js';
import { defineTemplate } from './template.js';

/** The code a shopper (or staff, for them) asked for on /forgot-password; the identity context enqueues it. */
export interface PasswordResetCodeData {
  firstName: string;
  /** The address the code is for: the link back fills it in on the code page. */
  email: string;
  /** The 4 digits. */
  code: string;
  validMinutes: number;
}

export const passwordResetCode = defineTemplate<PasswordResetCodeData>({
  // No code in the subject: subjects show on locked screens and in every list.
  subject: () => 'Your password reset code',
  component: ({ data, shop }) => (
    <Layout preview={`Your code to reset your password is valid for ${data.validMinutes} minutes.`} shop={shop}>
      <Title>Reset your password</Title>
      <Paragraph>Hello {data.firstName}, we received a request to reset the password of your account. Enter this code on the verification page:</Paragraph>
      <Note>
        <Text style={{ fontSize: 32, lineHeight: '40px', fontWeight: 800, letterSpacing: 10, color: colors.cocoa, margin: 0, textAlign: 'center' }}>
          {data.code}
        </Text>
      </Note>
      <Paragraph>
        The code is valid for {data.validMinutes} minutes and works once; asking for another replaces it. If you did not ask for it, ignore this mail: your
        password stays as it is.
      </Paragraph>
      <ButtonLink href={shop.link(`/otp-verification?email=${encodeURIComponent(data.email)}`)}>Enter the code</ButtonLink>
    </Layout>
  ),
});
