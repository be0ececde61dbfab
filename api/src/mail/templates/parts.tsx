import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { colors } from './brand.js';
import { rupees } from './format.js';

// The pieces templates share, in the storefront's look, so that no template styles its own headings.

export function Title({ children }: { children: ReactNode }) {
  return <Heading style={{ fontSize: 22, lineHeight: '28px', fontWeight: 800, color: colors.cocoa, margin: '0 0 12px' }}>{children}</Heading>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '23px', color: colors.cocoa, margin: '0 0 14px' }}>{children}</Text>;
}

/** A call to action: the storefront's orange, pill-shaped button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '6px 0 20px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.orange,
          color: colors.white,
          borderRadius: 999,
          padding: '12px 22px',
          fontSize: 15,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A boxed aside on sand: a code to type, a reason staff gave, an address. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Section style={{ backgroundColor: colors.sand, borderRadius: 10, padding: '12px 16px', margin: '0 0 16px' }}>
      <Text style={{ fontSize: 15, lineHeight: '22px', color: colors.cocoa, margin: 0 }}>{children}</Text>
    </Section>
  );
}

export interface AmountLine {
  label: string;
  /** Rupees; shown with rupees(). */
  amount: number;
  /** e.g. "× 2" beside the label. */
  detail?: string;
}

/** Lines with their amounts and, when given, a bold total under a rule (an order's items, a refund). */
export function Amounts({ lines, total }: { lines: AmountLine[]; total?: AmountLine }) {
  const cell = { fontSize: 15, lineHeight: '22px', color: colors.cocoa, margin: 0, padding: '4px 0' };
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a mail is rendered once; two lines may share a label.
        <Row key={index}>
          <Column>
            <Text style={cell}>
              {line.label}
              {line.detail ? <span style={{ color: colors.cocoaSoft }}> {line.detail}</span> : null}
            </Text>
          </Column>
          <Column align="right" style={{ whiteSpace: 'nowrap', paddingLeft: 12 }}>
            <Text style={cell}>{rupees(line.amount)}</Text>
          </Column>
        </Row>
      ))}
      {total ? (
        <Row style={{ borderTop: `1px solid ${colors.line}` }}>
          <Column>
            <Text style={{ ...cell, fontWeight: 700 }}>{total.label}</Text>
          </Column>
          <Column align="right" style={{ whiteSpace: 'nowrap', paddingLeft: 12 }}>
            <Text style={{ ...cell, fontWeight: 700 }}>{rupees(total.amount)}</Text>
          </Column>
        </Row>
      ) : null}
    </Section>
  );
}
