import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { CONSOLE_TITLE } from './brand';
import customers from './customers';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { LoginPage } from './LoginPage';
import orders from './orders';
import products from './products';
import returns from './returns';
import reviews from './reviews';
import type { StaffRole } from './session';
import settings from './settings';
import staff from './staff';
import { consoleTheme } from './theme';

/**
 * Mounted under the /admin/* route (see main.tsx), hence basename. No `requireAuth`: with
 * react-router 7 it makes react-admin 5.15 replace /admin/login endlessly when logged out (compare
 * marmelab/react-admin#10885); the dashboard and resource routes check authentication anyway.
 */
export function App() {
  return (
    <Admin
      basename="/admin"
      title={CONSOLE_TITLE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={consoleTheme}
      dashboard={Dashboard}
      loginPage={LoginPage}
      disableTelemetry
    >
      {(permissions: StaffRole | null) => (
        <>
          <Resource name="orders" {...orders} />
          <Resource name="products" {...products} />
          <Resource name="customers" {...customers} />
          <Resource name="reviews" {...reviews} />
          <Resource name="returns" {...returns} />
          {permissions === 'admin' && <Resource name="staff" {...staff} />}
          <Resource name="settings" {...settings} />
        </>
      )}
    </Admin>
  );
}
