import { lazy } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { CONSOLE_TITLE } from './brand';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './LoginPage';
import type { StaffRole } from './session';
import { consoleTheme } from './theme';

// Loaded after login: the login page downloads only react-admin's core (see vite.config.ts).
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const OperationsPage = lazy(() => import('./operations/OperationsPage'));
const loadResources = (permissions: StaffRole | null) => import('./resources').then(({ consoleResources }) => consoleResources(permissions));

/**
 * Mounted under the /admin/* route (see main.tsx), hence basename. No `requireAuth`: with
 * react-router 7 it makes react-admin 5.15 replace /admin/login endlessly when logged out (compare
 * https://github.com/marmelab/react-admin/issues/10885); the dashboard and resource routes check authentication anyway.
 * The resources are declared in resources.tsx (react-admin accepts a promise of them).
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
      layout={ConsoleLayout}
      loginPage={LoginPage}
      disableTelemetry
    >
      {/* Admins only: the menu shows it to them, and the page and its API refuse staff. */}
      <CustomRoutes>
        <Route path="/operations" element={<OperationsPage />} />
      </CustomRoutes>
      {loadResources}
    </Admin>
  );
}
