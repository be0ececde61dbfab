import { z } from 'zod';
import { PRODUCT_REQUIRED, quantity, requiredText } from './fields.js';
import { actorSchema } from './identity.js';

// Parcels: an order reaches the shopper in one or more, each with a carrier and a tracking number.

export const FULFILMENTS = ['unshipped', 'partially_shipped', 'shipped', 'delivered'] as const;
export const fulfilmentSchema = z.enum(FULFILMENTS);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

const shipmentLineSchema = z.object({ productId: z.string(), quantity: z.number().int() });
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

export const shipmentSchema = z.object({
  _id: z.string(),
  carrier: z.string().nullable().describe("A code from the settings' carriers; null for a parcel sent by the one-click move to shipped"),
  carrierName: z.string().nullable().describe('As the carrier was named when the parcel left'),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable().describe("The carrier's tracking page for this parcel"),
  lines: z.array(shipmentLineSchema),
  shippedAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable().describe('Null until the parcel is marked delivered'),
  actor: actorSchema.describe('Who recorded the parcel (its email is given to staff only)'),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const SHIPMENT_RECORDED = 'Shipment recorded';
export const SHIPMENT_DELIVERED = 'Parcel marked delivered';
export const SHIPMENT_NOT_FOUND = 'Shipment not found';
export const UNKNOWN_CARRIER = 'Unknown carrier: choose one of the carriers in the settings';

export const shipmentBody = z.strictObject({
  carrier: requiredText('Carrier is required').pipe(z.string().max(30, UNKNOWN_CARRIER)),
  trackingNumber: requiredText('Tracking number is required').pipe(
    z
      .string()
      .max(40, 'Tracking number cannot exceed 40 characters')
      .regex(/^[A-Za-z0-9-]+$/, 'Tracking number takes letters, digits and dashes only'),
  ),
  lines: z
    .array(z.strictObject({ productId: requiredText(PRODUCT_REQUIRED), quantity }), { error: 'lines must be a list' })
    .min(1, 'A parcel holds at least one line')
    .max(100, 'Too many lines in one parcel')
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, 'Each product can appear once in a parcel')
    .optional()
    .describe('Omitted: every line not yet shipped'),
});
export type ShipmentBody = z.output<typeof shipmentBody>;

/** An invoice or a credit note as the accountant's lists show it (the staff resources `invoices` and `credit-notes`). */
export const issuedDocumentRecordSchema = z.object({
  id: z.string().describe('The number'),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string().describe("The customer's name as the account has it now, or `erased customer`"),
  amount: z.number().describe('Rupees: the total invoiced, or the amount credited'),
  financialYear: z.string().describe('India’s financial year, 1 April to 31 March: `2026-27`'),
  issuedAt: z.iso.datetime(),
});
export type IssuedDocumentRecord = z.infer<typeof issuedDocumentRecordSchema>;
