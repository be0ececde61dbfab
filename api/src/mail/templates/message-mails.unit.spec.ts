import { renderMail } from '../render.js';
import { unsubscribePath } from './newsletter-confirmation.js';
import { shopLinks } from './template.js';

describe('message mails', () => {
  const shop = shopLinks('https://shop.example.in');

  it('a contact message names its page and sender, and keeps their words', async () => {
    const data = {
      source: 'faq' as const,
      name: null,
      email: 'ravi@example.in',
      subject: 'Returns after 30 days?',
      message: 'My <b>order</b> came late',
      receivedAt: '2026-03-05T09:00:00.000Z',
      messageId: 'm-1',
    };
    const mail = await renderMail('contact-message', data, shop);
    expect(mail.subject).toBe('[FAQ] Returns after 30 days?');
    expect(mail.text).toContain('ravi@example.in wrote from the FAQ page');
    expect(mail.html).toContain('My &lt;b&gt;order&lt;/b&gt; came late');
    const contact = await renderMail('contact-message', { ...data, source: 'contact', name: 'Ravi' }, shop);
    expect(contact.subject).toBe('[Contact] Returns after 30 days?');
    expect(contact.text).toContain('Ravi (ravi@example.in) wrote from the contact page');
  });

  it('the newsletter confirmation links to the unsubscribe route under PUBLIC_URL with its token', async () => {
    const mail = await renderMail('newsletter-confirmation', { email: 'meera@example.in', unsubscribeToken: 'abc.def+/=' }, shop);
    expect(mail.text).toContain('meera@example.in now gets our newsletter');
    expect(unsubscribePath('abc.def+/=')).toBe('/api/newsletter/unsubscribe?token=abc.def%2B%2F%3D');
    expect(mail.html).toContain('href="https://shop.example.in/api/newsletter/unsubscribe?token=abc.def%2B%2F%3D"');
  });
});
