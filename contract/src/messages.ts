import { z } from 'zod';
import { EMAIL } from './fields.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const NEWSLETTER_THANKS = 'Thank you for subscribing!';
export const CONTACT_THANKS = 'Your message has been sent. We will get back to you soon.';

/** `POST /api/newsletter`. */
export const newsletterBody = z.strictObject({ email });
export type NewsletterBody = z.output<typeof newsletterBody>;

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/**
 * `POST /api/contact`: the contact page's form (name, subject and message required) or the FAQ's
 * support form (subject required, no name, message optional). Both need an email to answer to.
 */
export const contactBody = z
  .strictObject({
    name: optionalText('Name', 100),
    email,
    subject: text('Subject', 200),
    message: optionalText('Message', 5000),
    source: z.enum(['contact', 'faq'], { error: 'source must be contact or faq' }).default('contact'),
  })
  .superRefine((body, context) => {
    if (body.source !== 'contact') return;
    if (!body.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
    if (!body.message) context.addIssue({ code: 'custom', path: ['message'], message: 'Message is required' });
  });
export type ContactBody = z.output<typeof contactBody>;

/**
 * `GET /api/newsletter/unsubscribe?token=…`: the link in the newsletter's mail. It answers with a
 * redirect to NEWSLETTER_UNSUBSCRIBED_PAGE, with `?link=invalid` when the token is not the shop's.
 */
export const newsletterUnsubscribeQuery = z.object({
  token: z.string().max(2000).optional().describe('The signed token the mail carries (the address and an HMAC of it)'),
});

/** The storefront page an unsubscribe link lands on. */
export const NEWSLETTER_UNSUBSCRIBED_PAGE = '/newsletter/unsubscribed';
