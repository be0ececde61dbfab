// A mail may carry one of the shop's documents (an order's invoice or credit note). The outbox keeps a
// reference in the mail's data, never the file: the sender asks for the document as it goes, made from
// the order's events, so a resend attaches the same document and the outbox holds no PDF.

/** Which document a mail attaches. */
export interface DocumentRef {
  document: 'invoice' | 'credit-note';
  orderId: string;
  number: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes the file of a referenced document (the ordering context does, in the mailer). */
export type AttachDocument = (ref: DocumentRef) => Promise<MailAttachment>;

/** The document a mail's data refers to, if it carries one. */
export function attachmentOf(data: unknown): DocumentRef | null {
  const ref = (data as { attachment?: DocumentRef } | null)?.attachment;
  return ref && typeof ref.orderId === 'string' && typeof ref.number === 'string' ? ref : null;
}
