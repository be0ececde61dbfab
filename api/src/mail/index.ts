// The mail context's public surface: enqueue a mail (API commands, the worker's reactions), render
// one (the worker's sender, previews), and the outbox's rows (the sender, the console).
export { enqueueMail, enqueueMails, type MailRequest, type Queryable } from './outbox.js';
export { renderMail, subjectOf, type RenderedMail } from './render.js';
export { isTemplateName, templates, type TemplateData, type TemplateName } from './templates/index.js';
export { shopLinks, type ShopLinks, type MailTemplate } from './templates/template.js';
export { mailDate, mailDateTime, rupees } from './templates/format.js';
export { countMailFailure, countMailSent, mailMetrics } from './mail-metrics.js';
export { staffMails } from './staff-mails.query.js';
export { claimDueMails, type ClaimedMail, mailAlertKey, markMailFailed, markMailsSent, messageIdFor, retryDelay } from './outbox-delivery.js';
export { type AttachDocument, attachmentOf, type DocumentRef, type MailAttachment } from './attachments.js';
