import { renderMail } from './render.js';
import { rupees } from './templates/format.js';
import { shopLinks } from './templates/template.js';

describe('mail templates', () => {
  const shop = shopLinks('https://shop.example.in/');

  it('render HTML and text in the shop layout, with links to PUBLIC_URL and amounts as the storefront shows them', async () => {
    const mail = await renderMail('mail-check', { name: 'Asha', reason: 'a spec', sampleAmount: 123456.5 }, shop);
    expect(mail.subject).toBe('Mail from Pawsome Supplies works: a spec');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('Pawsome Supplies');
    expect(mail.html).toContain('#B5541C'); // the storefront's orange
    expect(mail.html).toContain('href="https://shop.example.in/products"');
    expect(mail.html).toContain('src="https://shop.example.in/media/mail/logo.png"');
    expect(mail.html).toContain('href="https://shop.example.in/contact-us"');
    expect(mail.html).toContain('₹1,23,456.50');
    expect(mail.text).toContain('Hello Asha');
    expect(mail.text).toContain('₹1,23,456.50');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain('Contact us https://shop.example.in/contact-us');
    // React hoists a preload of each image into the head; a mail has no use for it.
    expect(mail.html).not.toContain('rel="preload"');
  });

  it('escape what the data says rather than treat it as markup', async () => {
    const mail = await renderMail('mail-check', { name: '<script>x</script>', reason: 'r', sampleAmount: 1 }, shop);
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('formats rupees with Indian grouping and two decimals', () => {
    expect(rupees(1299.5)).toBe('₹1,299.50');
    expect(rupees(100000)).toBe('₹1,00,000.00');
    expect(rupees(Number.NaN)).toBe('₹0.00');
  });
});
