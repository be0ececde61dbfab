import { email, maxLength, required } from 'react-admin';

// The contract's messages (storeSettingsBody), so the form and the API say the same thing.
export const validateSiteName = [required('Site name is required'), maxLength(80, 'Site name cannot exceed 80 characters')];
export const validateSupportEmail = [required('Support email is required'), email('Invalid email address')];

const GOAL = 'Monthly order goal must be a whole number of 1 or more';

/** At least 1, as the contract asks: a goal of 0 orders makes the progress toward it meaningless. */
function wholeGoal(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const goal = Number(value);
  if (!Number.isInteger(goal) || goal < 1) return GOAL;
  if (goal > 1_000_000_000) return 'Monthly order goal is too large';
  return undefined;
}

export const validateOrderGoal = [required('Monthly order goal is required'), wholeGoal];

const pattern =
  (test: RegExp, message: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' && !test.test(value.trim()) ? message : undefined;

export const validateLegalName = [required("The seller's legal name is required"), maxLength(120, 'Legal name cannot exceed 120 characters')];
export const validateAddress = [maxLength(300, 'Address cannot exceed 300 characters')];
export const validateGstin = [pattern(/^\d{2}[A-Za-z]{5}\d{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]$/, 'GSTIN must be 15 characters, as 29ABCDE1234F1Z5')];
export const validateInvoicePrefix = [
  required('Invoice prefix is required'),
  pattern(/^[A-Z0-9]{1,10}$/, 'Invoice prefix must be 1 to 10 capital letters or digits'),
];
export const validateCarrierCode = [
  required('Carrier code is required'),
  pattern(/^[a-z0-9-]{2,30}$/, 'Carrier code must be 2 to 30 lower-case letters, digits or dashes'),
];
export const validateCarrierName = [required('Carrier name is required'), maxLength(60, 'Carrier name cannot exceed 60 characters')];
export const validateTrackingUrl = [
  required('Tracking URL must be an https address with {trackingNumber} in it'),
  pattern(/^https:\/\/\S*\{trackingNumber\}\S*$/, 'Tracking URL must be an https address with {trackingNumber} in it'),
];
export const validateCategory = [required('Category is required'), pattern(/^[a-z0-9-]{1,60}$/, 'Categories are lower-case names')];
export const validateHsnCode = [required('An HSN code has 4, 6 or 8 digits'), pattern(/^\d{4}(\d{2}){0,2}$/, 'An HSN code has 4, 6 or 8 digits')];
