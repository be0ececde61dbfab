import type { ContactBody, NewsletterBody } from '@petshop/contract';
import { toast } from '../lib/toast';
import { ApiError, api } from './client';

/** Interface 6: the home page's newsletter and the contact and FAQ forms, stored by the API. */
export const subscribeToNewsletter = (body: NewsletterBody) => api.post('/newsletter', body);

/** The contact page sends every field; the FAQ's support form has no name and an optional message. */
export type ContactMessage = Omit<ContactBody, 'name' | 'message'> & Partial<Pick<ContactBody, 'name' | 'message'>>;

export const sendContactMessage = (body: ContactMessage) => api.post('/contact', body);

/**
 * Sends one of these forms and tells the shopper how it went: the server's thanks as a success toast, a
 * failure as an error toast. Resolves with whether it went through and the fields the server refused.
 */
export async function sendForm(call: () => Promise<{ message?: string }>, thanks: string): Promise<{ sent: boolean; fields: Record<string, string> }> {
  try {
    const answer = await call();
    toast.success(answer.message ?? thanks);
    return { sent: true, fields: {} };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      toast.error('Something went wrong. Please try again later.');
      return { sent: false, fields: {} };
    }
    toast.error(error.errors.length > 0 ? 'Please check the highlighted fields.' : error.message);
    return { sent: false, fields: Object.fromEntries(error.errors.map(({ field, message }) => [field, message])) };
  }
}
