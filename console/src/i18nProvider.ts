import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * react-admin's English messages, with the login form's "Username" shown as "Email", and "Staff"
 * for the staff resource (react-admin would pluralise it "Staffs").
 */
const overrides: Record<string, string> = {
  'ra.auth.username': 'Email',
  'resources.staff.name': 'Staff',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
