import { enqueueMail, messageIdFor } from '@petshop/api/mail';
import { createLogger } from '@petshop/api/platform';
import { ProcessInstance } from '../../../api/src/platform/database/process-instance.js';
import { GONE_PROCESS } from '../../../api/src/platform/testing/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../api/src/platform/testing/test-database.js';
import { startTestMailbox, type TestMailbox } from '../../../api/src/platform/testing/test-mailbox.js';
import { MailSender, type MailSenderSettings } from './mail-sender.js';
import { createMailTransport } from './smtp-transport.js';

const FROM = '"Pawsome Supplies" <no-reply@pawsome.test>';

describe('the worker sending the outbox', () => {
  let db: TestDatabase;
  let mailbox: TestMailbox;
  let transport: ReturnType<typeof createMailTransport>;
  const logger = createLogger('worker', 'silent');
  /** The process the senders run in: alive, so no sender takes over another's claims. */
  let living: ProcessInstance;
  const settings: Omit<MailSenderSettings, 'processKey'> = {
    pollMs: 20,
    retryMs: 100,
    retryMaxMs: 400,
    alertAfterAttempts: 3,
    from: FROM,
    publicUrl: 'https://shop.test',
  };
  const sender = (overrides: Partial<MailSenderSettings> = {}) =>
    new MailSender(db.pool, transport, { ...settings, processKey: living.key, ...overrides }, logger);

  beforeAll(async () => {
    [db, mailbox] = await Promise.all([createTestDatabase('mail_sender'), startTestMailbox()]);
    transport = createMailTransport(mailbox.smtpUrl);
    living = new ProcessInstance(db.url, 'test-worker');
    await living.start();
  });
  afterAll(async () => {
    transport.close();
    await living.stop();
    await Promise.all([db.drop(), mailbox.close()]);
  });
  beforeEach(() => {
    mailbox.clear();
    mailbox.refuse(false);
  });

  const enqueue = (key: string, to: string, extra: { replyTo?: string } = {}) =>
    enqueueMail(db.pool, { key, template: 'mail-check', to, customerId: null, data: { name: 'Asha', reason: key, sampleAmount: 1299.5 }, ...extra });
  const row = async (key: string) =>
    (await db.pool.query('SELECT status, attempts, last_error, message_id, sent_at, next_attempt_at FROM mail_outbox WHERE key = $1', [key])).rows[0];
  const alert = async (key: string) =>
    (await db.pool.query('SELECT kind, attempts, message, next_attempt_at, resolved_at FROM alerts WHERE key = $1', [`mail:${key}`])).rows[0];

  it('sends a pending mail through SMTP, rendered, with a Message-ID from its key, once', async () => {
    await enqueue('spec:once', 'asha@example.in', { replyTo: 'ravi@example.in' });
    const running = sender();
    expect(await running.sendDue()).toBe(1);
    expect(await running.sendDue()).toBe(0);
    const [message] = await mailbox.messages('asha@example.in');
    expect(await mailbox.messages()).toHaveLength(1);
    expect(message).toMatchObject({
      subject: 'Mail from Pawsome Supplies works: spec:once',
      from: FROM,
      replyTo: 'ravi@example.in',
      messageId: messageIdFor('spec:once', FROM).slice(1, -1),
      text: expect.stringContaining('₹1,299.50'),
      html: expect.stringContaining('href="https://shop.test/products"'),
    });
    expect(await row('spec:once')).toMatchObject({ status: 'sent', attempts: 1, message_id: messageIdFor('spec:once', FROM), sent_at: expect.any(Date) });
  });

  it('keeps no readable password-reset code once the mail went out', async () => {
    const data = { firstName: 'Asha', email: 'asha@example.in', code: '4821', validMinutes: 10 };
    await enqueueMail(db.pool, { key: 'spec:reset-code', template: 'password-reset-code', to: 'asha@example.in', customerId: null, data });

    expect(await sender().sendDue()).toBe(1);

    expect((await mailbox.messages('asha@example.in'))[0]?.text).toContain('4821');
    const { rows } = await db.pool.query('SELECT status, data FROM mail_outbox WHERE key = $1', ['spec:reset-code']);
    expect(rows).toEqual([{ status: 'sent', data: { firstName: 'Asha', email: 'asha@example.in', validMinutes: 10 } }]);
  });

  it('takes over at once a mail whose sender died while sending it, before its lease runs out', async () => {
    await enqueue('spec:sender-died', 'ravi@example.in');
    await db.pool.query("UPDATE mail_outbox SET attempts = 1, claimed_by = $2, next_attempt_at = now() + interval '2 minutes' WHERE key = $1", [
      'spec:sender-died',
      GONE_PROCESS,
    ]);

    expect(await sender().sendDue()).toBe(1);

    expect(await mailbox.messages('ravi@example.in')).toHaveLength(1);
    expect(await row('spec:sender-died')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves a mail a living sender is sending to it', async () => {
    await enqueue('spec:sender-busy', 'meera@example.in');
    await db.pool.query("UPDATE mail_outbox SET attempts = 1, claimed_by = $2, next_attempt_at = now() + interval '2 minutes' WHERE key = $1", [
      'spec:sender-busy',
      living.key,
    ]);

    expect(await sender().sendDue()).toBe(0);
    expect(await mailbox.messages('meera@example.in')).toHaveLength(0);
  });

  it('retries a refused mail with a doubling delay, alerts staff after a few attempts, and resolves the alert when it goes', async () => {
    mailbox.refuse(true);
    await enqueue('spec:refused', 'asha@example.in');
    const running = sender();
    const due = async () => {
      await db.pool.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE key = 'spec:refused'");
      await running.sendDue();
    };
    await running.sendDue();
    let state = await row('spec:refused');
    expect(state).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('451') });
    const firstDelay = state.next_attempt_at.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(0);
    expect(firstDelay).toBeLessThanOrEqual(100);
    expect(await running.sendDue()).toBe(0); // not due yet
    await due();
    expect(await alert('spec:refused')).toBeUndefined();
    await due();
    state = await row('spec:refused');
    expect(state.attempts).toBe(3);
    expect(state.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(200); // 100, 200, 400 ms
    expect(await alert('spec:refused')).toMatchObject({
      kind: 'mail',
      attempts: 1,
      message: expect.stringContaining('not sent after 3 attempts'),
      resolved_at: null,
    });
    await due();
    await due();
    expect((await row('spec:refused')).next_attempt_at.getTime() - Date.now()).toBeLessThanOrEqual(400); // capped
    expect(await alert('spec:refused')).toMatchObject({ attempts: 3, next_attempt_at: expect.any(Date) });
    expect(await mailbox.messages()).toEqual([]);

    mailbox.refuse(false);
    await due();
    expect(await mailbox.messages('asha@example.in')).toHaveLength(1);
    expect(await row('spec:refused')).toMatchObject({ status: 'sent', attempts: 6, last_error: null });
    expect(await alert('spec:refused')).toMatchObject({ resolved_at: expect.any(Date), next_attempt_at: null });
  });

  it('running, wakes within a poll to send what was just enqueued', async () => {
    const running = sender();
    const rounds = jest.spyOn(running, 'sendDue');
    running.start();
    try {
      await enqueue('spec:prompt', 'prompt@example.in');
      const begun = rounds.mock.calls.length;
      await mailbox.waitForMail('prompt@example.in');
      // Counted in rounds, not time: a round begun by the time it was enqueued, or the next, sent it.
      const sending = (await Promise.all(rounds.mock.results.map((round) => round.value))).findIndex((mails) => mails > 0);
      expect(sending).toBeGreaterThanOrEqual(0);
      expect(sending).toBeLessThanOrEqual(begun);
    } finally {
      await running.stop();
    }
  });

  it('shares the outbox between senders: each mail is claimed by one, and sent once', async () => {
    for (let i = 0; i < 30; i++) await enqueue(`spec:shared:${i}`, 'shared@example.in');
    const senders = [sender(), sender(), sender()];
    await Promise.all(
      senders.map(async (one) => {
        while ((await one.sendDue()) > 0);
      }),
    );
    const ids = (await mailbox.messages('shared@example.in')).map((message) => message.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});
