import { Resource } from 'react-admin';
import alerts from './alerts';
import customers from './customers';
import { creditNotes, invoices } from './documents';
import mails from './mails';
import orders from './orders';
import products from './products';
import returns from './returns';
import reviews from './reviews';
import type { StaffRole } from './session';
import settings from './settings';
import staff from './staff';

/**
 * The console's resources. App.tsx imports this module only once someone is logged in, so none of
 * the resource pages weigh on the login page's download.
 */
export function consoleResources(permissions: StaffRole | null) {
  return (
    <>
      <Resource name="orders" {...orders} />
      <Resource name="products" {...products} />
      <Resource name="customers" {...customers} />
      <Resource name="mails" {...mails} />
      <Resource name="reviews" {...reviews} />
      <Resource name="returns" {...returns} />
      <Resource name="invoices" {...invoices} />
      <Resource name="credit-notes" {...creditNotes} />
      <Resource name="alerts" {...alerts} />
      {permissions === 'admin' && <Resource name="staff" {...staff} />}
      <Resource name="settings" {...settings} />
    </>
  );
}
