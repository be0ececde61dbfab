import { z } from 'zod';
import { requiredText } from './fields.js';

// The settings parcels and invoices read: the carriers staff ship with, and the seller an invoice
// names. Part of the `settings` record (staff-surface.ts).

/** Where a carrier's tracking page takes the parcel's number. */
export const TRACKING_NUMBER_PLACEHOLDER = '{trackingNumber}';

const CARRIER_CODE = 'Carrier code must be 2 to 30 lower-case letters, digits or dashes';
const TRACKING_URL = `Tracking URL must be an https address with ${TRACKING_NUMBER_PLACEHOLDER} in it`;

export const carrierSchema = z.object({
  code: z.string().describe('Names the carrier in a shipment; lower case'),
  name: z.string(),
  trackingUrlTemplate: z.string().describe(`The tracking page, ${TRACKING_NUMBER_PLACEHOLDER} standing for the parcel's number`),
});
export type Carrier = z.infer<typeof carrierSchema>;

const carrierBody = z.strictObject({
  code: requiredText('Carrier code is required').pipe(z.string().regex(/^[a-z0-9-]{2,30}$/, CARRIER_CODE)),
  name: requiredText('Carrier name is required').pipe(z.string().max(60, 'Carrier name cannot exceed 60 characters')),
  trackingUrlTemplate: requiredText(TRACKING_URL).pipe(
    z
      .string()
      .max(300, TRACKING_URL)
      .refine((template) => template.startsWith('https://') && template.includes(TRACKING_NUMBER_PLACEHOLDER) && URL.canParse(template), TRACKING_URL),
  ),
});

export const carriersBody = z
  .array(carrierBody, { error: 'Carriers must be a list' })
  .min(1, 'Keep at least one carrier')
  .max(30, 'At most 30 carriers')
  .refine((carriers) => new Set(carriers.map(({ code }) => code)).size === carriers.length, 'Each carrier needs a code of its own');

// GSTIN: the state's two digits, the PAN (five letters, four digits, a letter), the entity's number, Z, a check character.
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const HSN = /^\d{4}(\d{2}){0,2}$/;
const HSN_MESSAGE = 'An HSN code has 4, 6 or 8 digits';

/** The seller's details an invoice names, the invoices' prefix and the HSN code of each category. */
export const sellerSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string().describe('Empty while the seller is not registered for GST'),
  invoicePrefix: z.string(),
  hsnCodes: z.record(z.string(), z.string()).describe('HSN code per product category'),
});

export const sellerBody = z.object({
  legalName: requiredText("The seller's legal name is required").pipe(z.string().max(120, 'Legal name cannot exceed 120 characters')),
  address: z.string({ error: 'Address must be text' }).trim().max(300, 'Address cannot exceed 300 characters'),
  gstin: z
    .string({ error: 'GSTIN must be text' })
    .trim()
    .toUpperCase()
    .refine((gstin) => gstin === '' || GSTIN.test(gstin), 'GSTIN must be 15 characters, as 29ABCDE1234F1Z5'),
  invoicePrefix: requiredText('Invoice prefix is required').pipe(
    z.string().regex(/^[A-Z0-9]{1,10}$/, 'Invoice prefix must be 1 to 10 capital letters or digits'),
  ),
  hsnCodes: z
    .record(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Categories are lower-case names'), z.string().regex(HSN, HSN_MESSAGE), { error: HSN_MESSAGE })
    .refine((codes) => Object.keys(codes).length <= 100, 'At most 100 categories'),
});
