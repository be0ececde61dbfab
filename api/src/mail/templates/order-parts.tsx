import { toPaise } from '../../platform/money.js';
import { Amounts, Note } from './parts.js';

// What the order mails share: the lines as the order priced them, and the address the parcel goes to.

/** A line of an order as its mails show it (the name and price the order was placed with). */
export interface MailOrderLine {
  name: string;
  quantity: number;
  /** Rupees, as the order charged for one. */
  unitPrice: number;
}

/** The shipping address copied onto the order at placement. */
export interface MailAddress {
  name: string;
  mobile: string;
  address: string;
  area: string;
  city: string;
  state: string;
  zip: string;
}

/** An order's lines and, under them, its total. */
export function OrderLines({ lines, total }: { lines: readonly MailOrderLine[]; total?: number }) {
  return (
    <Amounts
      lines={lines.map((line) => ({ label: line.name, detail: `× ${line.quantity}`, amount: (toPaise(line.unitPrice) * line.quantity) / 100 }))}
      total={total === undefined ? undefined : { label: 'Total', amount: total }}
    />
  );
}

/** The address as the shopper wrote it, one part a line. */
export function AddressNote({ address }: { address: MailAddress }) {
  const lines = [address.name, address.address, address.area, `${address.city}, ${address.state} ${address.zip}`, `Mobile ${address.mobile}`];
  return (
    <Note>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines, rendered once.
        <span key={index}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </Note>
  );
}

/** "Hello Asha," or, without a name, "Hello,". */
export const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');
