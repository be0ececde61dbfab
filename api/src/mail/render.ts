import { unstableToPlainText } from '@react-email/render';
import { renderToStaticMarkup } from 'react-dom/server';
import { type TemplateData, type TemplateName, templates } from './templates/index.js';
import type { MailTemplate, ShopLinks } from './templates/template.js';

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part, derived from the HTML (a link as its text then its address). */
  text: string;
}

// What react-email's render() makes of a template, for a third of the CPU (a mail is rendered for
// every checkout): the templates are synchronous, so React's static renderer does what render()'s
// stream and Suspense boundary did; the XHTML doctype mail clients expect; no <link rel=preload>
// for the images, which React 19 hoists into the head and no mail client uses. The plain text
// comes from react-email's own converter, which gives the text html-to-text gave with react-email's
// rules (links as "text url", headings as written), in a third of the time.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** A template's subject, HTML and text for these props. */
export async function renderMail<Name extends TemplateName>(name: Name, data: TemplateData<Name>, shop: ShopLinks): Promise<RenderedMail> {
  // The registry's entries differ in their data; the caller's types already matched name and data.
  const template = templates[name] as MailTemplate<TemplateData<Name>>;
  const html = DOCTYPE + renderToStaticMarkup(template.component({ data, shop })).replace(IMAGE_PRELOAD, '');
  return { subject: template.subject(data), html, text: unstableToPlainText(html) };
}

/** A template's subject alone (what the outbox keeps when the mail is enqueued). */
export function subjectOf<Name extends TemplateName>(name: Name, data: TemplateData<Name>): string {
  return (templates[name] as MailTemplate<TemplateData<Name>>).subject(data);
}
