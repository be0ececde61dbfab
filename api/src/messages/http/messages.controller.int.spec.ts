import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('newsletter and contact messages', () => {
  const t = suiteWorld(() => createTestApp('messages'));

  it('subscribes an address once: 201, then 200 with the same thanks, whatever its case', async () => {
    const first = await t.http().post('/api/newsletter').send({ email: 'Meera@Example.in' }).expect(201);
    expect(first.body).toEqual({ status: true, message: 'Thank you for subscribing!' });
    const again = await t.http().post('/api/newsletter').send({ email: ' meera@example.in ' }).expect(200);
    expect(again.body).toEqual({ status: true, message: 'Thank you for subscribing!' });
    expect((await t.database.pool.query('SELECT email FROM newsletter_subscriptions')).rows).toEqual([{ email: 'meera@example.in' }]);
  });

  it('refuses a missing or malformed address and unknown fields with 400 and the field at fault', async () => {
    const missing = await t.http().post('/api/newsletter').send({}).expect(400);
    expect(missing.body).toMatchObject({ status: false, errors: [{ field: 'email', message: 'Email is required' }] });
    const malformed = await t.http().post('/api/newsletter').send({ email: 'meera@' }).expect(400);
    expect(malformed.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    await t.http().post('/api/newsletter').send({ email: 'a@b.in', list: 'all' }).expect(400);
  });

  it("keeps a contact page message, and the signed-in shopper's id", async () => {
    const { token, user } = await t.customer();
    const message = { name: 'Meera', email: 'meera@example.in', subject: 'Kibble sizes', message: 'Do you have 10 kg bags?' };
    const answer = await t
      .http()
      .post('/api/contact')
      .set({ authorization: `Bearer ${token}` })
      .send(message)
      .expect(201);
    expect(answer.body).toEqual({ status: true, message: 'Your message has been sent. We will get back to you soon.' });
    const { rows } = await t.database.pool.query('SELECT source, name, email, subject, message, customer_id FROM contact_messages');
    expect(rows).toEqual([{ source: 'contact', ...message, customer_id: user._id }]);
  });

  it("takes the FAQ's form without a name or message", async () => {
    await t.http().post('/api/contact').send({ email: 'ravi@example.in', subject: 'Returns', source: 'faq' }).expect(201);
    const { rows } = await t.database.pool.query("SELECT name, message, customer_id FROM contact_messages WHERE source = 'faq'");
    expect(rows).toEqual([{ name: null, message: null, customer_id: null }]);
  });

  it('names each missing field of the contact form, and refuses unknown fields and sources', async () => {
    const empty = await t.http().post('/api/contact').send({ subject: ' ' }).expect(400);
    expect(new Map(empty.body.errors.map((error: { field: string; message: string }) => [error.field, error.message]))).toEqual(
      new Map([
        ['email', 'Email is required'],
        ['subject', 'Subject is required'],
      ]),
    );
    const noName = await t.http().post('/api/contact').send({ email: 'a@b.in', subject: 'Hi' }).expect(400);
    expect(noName.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'message', message: 'Message is required' },
    ]);
    await t.http().post('/api/contact').send({ name: 'A', email: 'a@b.in', subject: 'Hi', message: 'x', phone: '1' }).expect(400);
    const source = await t.http().post('/api/contact').send({ email: 'a@b.in', subject: 'Hi', source: 'blog' }).expect(400);
    expect(source.body.errors).toEqual([{ field: 'source', message: 'source must be contact or faq' }]);
  });

  it("unsubscribes with the confirmation mail's link, again and again, and lands on the storefront's page", async () => {
    await t.http().post('/api/newsletter').send({ email: 'kiran@example.in' }).expect(201);
    const { rows } = await t.database.pool.query("SELECT data FROM mail_outbox WHERE template = 'newsletter-confirmation' AND recipient = 'kiran@example.in'");
    expect(rows).toHaveLength(1);
    const link = `/api/newsletter/unsubscribe?token=${encodeURIComponent(rows[0].data.unsubscribeToken)}`;
    for (let time = 0; time < 2; time++) {
      const answer = await t.http().get(link).expect(302);
      expect(answer.headers.location).toBe('/newsletter/unsubscribed');
    }
    expect((await t.database.pool.query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'kiran@example.in'")).rowCount).toBe(0);
  });

  it('sends a made-up or missing token to the page saying the link is not valid, unsubscribing nobody', async () => {
    await t.http().post('/api/newsletter').send({ email: 'leela@example.in' }).expect(201);
    const forged = `${Buffer.from('leela@example.in').toString('base64url')}.AAAA`;
    expect((await t.http().get(`/api/newsletter/unsubscribe?token=${forged}`).expect(302)).headers.location).toBe('/newsletter/unsubscribed?link=invalid');
    expect((await t.http().get('/api/newsletter/unsubscribe').expect(302)).headers.location).toBe('/newsletter/unsubscribed?link=invalid');
    expect((await t.database.pool.query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'leela@example.in'")).rowCount).toBe(1);
  });

  it('mails a contact message to the support address, answering to its sender', async () => {
    await t.http().post('/api/contact').send({ name: 'Dev', email: 'dev@example.in', subject: 'Bulk orders', message: 'Ten bags?' }).expect(201);
    const { rows } = await t.database.pool.query(
      "SELECT recipient, reply_to, subject FROM mail_outbox WHERE template = 'contact-message' AND reply_to = 'dev@example.in'",
    );
    const { supportEmail } = (await t.database.pool.query('SELECT support_email AS "supportEmail" FROM settings')).rows[0];
    expect(rows).toEqual([{ recipient: supportEmail, reply_to: 'dev@example.in', subject: '[Contact] Bulk orders' }]);
  });
});
