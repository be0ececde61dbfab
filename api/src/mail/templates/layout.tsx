import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { colors, fontFamily, SHOP_NAME, SHOP_TAGLINE, SUPPORT_EMAIL } from './brand.js';
import type { ShopLinks } from './template.js';

/**
 * Every mail's frame: the storefront's logo (the orange disc with a paw beside the shop's name, as
 * in its header), a white card on cream, and a footer linking back to the shop. `preview` is the
 * line mail clients show beside the subject.
 */
export function Layout({ preview, shop, children }: { preview: string; shop: ShopLinks; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.cream, color: colors.cocoa, fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 600, width: '100%', padding: '0 12px' }}>
          <Logo shop={shop} />
          <Section style={{ backgroundColor: colors.white, border: `1px solid ${colors.line}`, borderRadius: 14, padding: '24px 24px 8px' }}>
            {children}
          </Section>
          <Footer shop={shop} />
        </Container>
      </Body>
    </Html>
  );
}

function Logo({ shop }: { shop: ShopLinks }) {
  // The storefront's favicon as a PNG (mail clients show no SVG), served by the shop at PUBLIC_URL;
  // the name beside it stands in when a client blocks images.
  return (
    <Section style={{ padding: '0 4px 16px' }}>
      <Link href={shop.link('/')} style={{ color: colors.cocoa, textDecoration: 'none' }}>
        <Img
          src={shop.link('/media/mail/logo.png')}
          width="40"
          height="40"
          alt=""
          style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 20, backgroundColor: colors.orange }}
        />
        <span style={{ fontSize: 21, fontWeight: 800, marginLeft: 10, verticalAlign: 'middle', letterSpacing: '-0.01em' }}>{SHOP_NAME}</span>
      </Link>
    </Section>
  );
}

const FOOTER_LINKS = [
  ['/', 'Shop'],
  ['/profile', 'Your account'],
  ['/faq', 'Help'],
  ['/contact-us', 'Contact us'],
] as const;

function Footer({ shop }: { shop: ShopLinks }) {
  const link = { color: colors.teal, textDecoration: 'underline' };
  return (
    <Section style={{ padding: '8px 4px' }}>
      <Text style={{ fontSize: 13, lineHeight: '20px', color: colors.cocoaSoft, margin: '8px 0' }}>
        {FOOTER_LINKS.map(([path, label], index) => (
          <Fragment key={path}>
            {index > 0 && ' · '}
            <Link href={shop.link(path)} style={link}>
              {label}
            </Link>
          </Fragment>
        ))}
      </Text>
      <Hr style={{ borderColor: colors.line, margin: '8px 0' }} />
      <Text style={{ fontSize: 12, lineHeight: '18px', color: colors.cocoaSoft, margin: '8px 0' }}>
        {SHOP_NAME} · {SHOP_TAGLINE} · 2nd Floor, 14 Residency Road, Bengaluru 560025 · {SUPPORT_EMAIL}
      </Text>
    </Section>
  );
}
