import { randomBytes } from 'node:crypto';
import { eventually } from '../support/processes.js';
import { shopMail } from '../support/shop-mail.js';
import { type SupervisedShop, startSupervisedShop } from '../support/supervised-shop.js';

interface AlertRecord {
  id: string;
  kind: string;
  message: string;
  attempts: number;
  nextAttemptAt: string | null;
  resolvedAt: string | null;
}

/**
 * The shop's SMTP server refuses mail for a while (the dev mailbox answering 451, as a relay that is
 * up but cannot take mail): the worker keeps the mail, retries it with backoff, staff see an alert
 * in GET /api/admin/alerts; once the server takes mail again, the mail arrives, once, and the alert
 * is resolved. Everything runs as npm start runs it.
 */
describe('mail while the SMTP server refuses it', () => {
  let shop: SupervisedShop;
  beforeAll(async () => {
    // Retries a few hundred milliseconds apart (capped at 2 s), and an alert from the third failure.
    shop = await startSupervisedShop('mail_refusal', { MAIL_RETRY_MS: '200', MAIL_RETRY_MAX_MS: '2000', MAIL_ALERT_AFTER_ATTEMPTS: '3' });
  });
  afterAll(() => shop?.stop());

  const { api, refuse, inbox, drained } = shopMail(() => shop);

  it('is the dev mailbox npm start runs, its inbox announced beside the other URLs', async () => {
    const port = new URL(shop.mailboxUrl).port;
    expect(shop.output()).toContain(`Mail            http://localhost:${port}/   (the dev mailbox's inbox`);
    expect(await (await fetch(shop.mailboxUrl)).text()).toContain('Inbox');
  });

  it('raises an alert while it refuses, and the mail goes out, once, when it accepts again', async () => {
    const email = `forgetful-${randomBytes(4).toString('hex')}@example.in`;
    await api('POST', '/auth/signup', { firstName: 'Asha', lastName: 'Rao', email, password: 'Paws9' });
    const { token: staff } = await api('POST', '/auth/login', { email: 'admin@petshop.local', password: 'Admin123' });
    const mailAlerts = async (filter: Record<string, unknown>): Promise<AlertRecord[]> =>
      api('GET', `/admin/alerts?filter=${encodeURIComponent(JSON.stringify({ kind: 'mail', ...filter }))}`, undefined, staff);

    await refuse(true);
    await api('POST', '/auth/forgot-password', { email });

    const [alert] = await eventually(
      async () => {
        const open = await mailAlerts({});
        expect(open).toHaveLength(1);
        return open;
      },
      20_000,
      200,
    );
    expect(alert).toMatchObject({ kind: 'mail', resolvedAt: null, nextAttemptAt: expect.any(String) });
    expect(alert!.message).toContain(email);
    expect(alert!.message).toContain('451');
    expect(await inbox(email)).toEqual([]);

    await refuse(false);
    const [mail] = await eventually(
      async () => {
        const received = await inbox(email);
        expect(received).toHaveLength(1);
        return received;
      },
      20_000,
      200,
    );
    expect(mail!.to).toEqual([email]);
    await eventually(async () => expect(await mailAlerts({})).toEqual([]), 10_000, 200);
    const [resolved] = await mailAlerts({ open: false });
    expect(resolved).toMatchObject({ id: alert!.id, resolvedAt: expect.any(String) });
    // Sent is sent: once the mailer has nothing left to send, nothing arrived twice.
    await drained();
    expect(await inbox(email)).toHaveLength(1);
  });
});
